/** The local Nilvera stand-in's numbering, through its HTTP API as the client calls it. */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { standInAccount, startNilveraStandIn } from '../../../bin/local/nilvera/server';
import { portsOf } from '../../ports';

const { nilvera: port } = portsOf('nilveraStandIn');
let standIn: Awaited<ReturnType<typeof startNilveraStandIn>>;
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'squad-nilvera-'));
  standIn = await startNilveraStandIn({ port, dataDir });
});
afterEach(() => standIn.stop());

const headers = { authorization: `Bearer ${standInAccount.apiKey}`, 'content-type': 'application/json' };

function send(
  uuid: string,
  issueDate = '2026-11-05T12:00:00.000Z',
  mail = 'ayse@example.com',
  series = 'SQD',
) {
  return fetch(`${standIn.url}/earchive/Send/Model`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ArchiveInvoice: {
        InvoiceInfo: { UUID: uuid, InvoiceSerieOrNumber: series, IssueDate: issueDate, PayableAmount: 17.99 },
        CustomerInfo: { Name: 'Ayşe', Mail: mail },
        InvoiceLines: [],
      },
    }),
  });
}

const numberOf = async (response: Response) =>
  ((await response.json()) as { InvoiceNumber: string }).InvoiceNumber;

describe('the Nilvera stand-in', () => {
  it('numbers invoices of a series and year from 1 without gaps', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i++) numbers.push(await numberOf(await send(randomUUID())));
    expect(numbers).toEqual(['SQD2026000000001', 'SQD2026000000002', 'SQD2026000000003']);
  });

  it('gives 40 concurrent requests 40 different numbers, 1 to 40', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => send(randomUUID())));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const sequences = (await Promise.all(answers.map(numberOf))).map((number) => Number(number.slice(7)));
    expect(sequences.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('refuses an ETTN sent before with 409, even sent at the same time, and numbers it once', async () => {
    const uuid = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(uuid)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const details = await fetch(`${standIn.url}/earchive/Invoices/${uuid}/Details`, { headers });
    expect(await details.json()).toMatchObject({ UUID: uuid, InvoiceNumber: 'SQD2026000000001' });
    expect(await numberOf(await send(randomUUID()))).toBe('SQD2026000000002');
  });

  it('starts the sequence again at 1 in a new year, by the Turkish calendar', async () => {
    // 31 December 2026, 23:30 in Istanbul; then 1 January 2027, 00:30 in Istanbul (21:30 UTC the day before).
    expect(await numberOf(await send(randomUUID(), '2026-12-31T20:30:00.000Z'))).toBe('SQD2026000000001');
    expect(await numberOf(await send(randomUUID(), '2026-12-31T21:30:00.000Z'))).toBe('SQD2027000000001');
    expect(await numberOf(await send(randomUUID(), '2026-12-31T20:45:00.000Z'))).toBe('SQD2026000000002');
  });

  it('keeps a sequence per series', async () => {
    expect(await numberOf(await send(randomUUID(), undefined, undefined, 'ABC'))).toBe('ABC2026000000001');
    expect(await numberOf(await send(randomUUID()))).toBe('SQD2026000000001');
  });

  it('continues the sequence after a restart', async () => {
    await send(randomUUID());
    await standIn.stop();
    standIn = await startNilveraStandIn({ port, dataDir });
    expect(await numberOf(await send(randomUUID()))).toBe('SQD2026000000002');
  });

  it('cancels an issued invoice once and says so in its status', async () => {
    const uuid = randomUUID();
    await send(uuid);
    const cancel = () => fetch(`${standIn.url}/earchive/Invoices/${uuid}/Cancel`, { method: 'PUT', headers });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(422);
    const status = await fetch(`${standIn.url}/earchive/Invoices/${uuid}/Status`, { headers });
    expect(await status.json()).toMatchObject({ CancelStatus: true });
  });

  it('answers 503 to an invoice whose buyer e-mail holds the outage marker, and numbers nothing', async () => {
    expect((await send(randomUUID(), undefined, 'a+fatura-hatasi@example.com')).status).toBe(503);
    expect(await numberOf(await send(randomUUID()))).toBe('SQD2026000000001');
  });

  it('refuses a call without its API key', async () => {
    const answer = await fetch(`${standIn.url}/general/ExchangeRate`);
    expect(answer.status).toBe(401);
  });

  it('lists what it issued on its page', async () => {
    await send(randomUUID());
    const page = await (await fetch(`${standIn.url}/`)).text();
    expect(page).toContain('SQD2026000000001');
  });
});
