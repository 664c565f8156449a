/**
 * The product's Nilvera client against the local stand-in, as in the cloud: the API key from a mocked Secrets
 * Manager, the stand-in's documented answers (an issue, a duplicate ETTN, a cancel, an outage).
 */
import '../support/env';
import { randomUUID } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { standInAccount, startNilveraStandIn } from '../../../bin/local/nilvera/server';
import { localSeller } from '../../../bin/local/config';
import { archiveInvoice, type ArchiveInvoice } from '../../../lambdas/invoices/archive-invoice';
import { portsOf } from '../../ports';

const { nilvera: port } = portsOf('nilveraStandIn');
process.env.NILVERA_BASE_URL = `http://localhost:${port}`;

// Loaded once the base URL is set: the client reads it at load.
type Nilvera = typeof import('../../../lambdas/invoices/nilvera');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nilvera = require('../../../lambdas/invoices/nilvera') as Nilvera;

const secrets = mockClient(SecretsManagerClient);
let standIn: Awaited<ReturnType<typeof startNilveraStandIn>>;

beforeAll(async () => {
  standIn = await startNilveraStandIn({ port });
});
afterAll(() => standIn.stop());
beforeEach(() => {
  secrets.reset();
  secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(standInAccount) });
});

function invoice(email = 'ayse@example.com'): ArchiveInvoice {
  const orderId = randomUUID().replace(/-/g, '');
  return archiveInvoice(
    {
      orderId,
      userId: 'user-1',
      ettn: randomUUID(),
      status: 'requested',
      requestedAt: '2026-11-05T12:00:00.000Z',
      attempts: 0,
      paidAt: '2026-11-05T12:00:00.000Z',
      line: { packageId: 'popular', name: 'Popular Pack', tokens: 10, bonusTokens: 2 },
      amounts: { total: '17.99', net: '14.99', kdv: '3.00', ratePercent: 20 },
      currency: 'USD',
    },
    { seller: localSeller, buyer: { name: 'Ayşe', email }, siteUrl: 'https://squad.example' },
    '34.5000',
  );
}

describe('the Nilvera client', () => {
  it('issues an invoice and answers the number Nilvera assigned', async () => {
    const issued = await nilvera.sendEArchiveInvoice(invoice());
    expect(issued).toEqual({ invoiceNumber: expect.stringMatching(/^SQD\d{13}$/), duplicate: false });
  });

  it('answers the number issued before when the ETTN is sent again', async () => {
    const sent = invoice();
    const first = await nilvera.sendEArchiveInvoice(sent);
    expect(await nilvera.sendEArchiveInvoice(sent)).toEqual({
      invoiceNumber: first.invoiceNumber,
      duplicate: true,
    });
  });

  it('cancels an issued invoice, and takes a second cancel as done', async () => {
    const sent = invoice();
    await nilvera.sendEArchiveInvoice(sent);
    await nilvera.cancelEArchiveInvoice(sent.InvoiceInfo.UUID);
    await expect(nilvera.cancelEArchiveInvoice(sent.InvoiceInfo.UUID)).resolves.toBeUndefined();
  });

  it('refuses to cancel an invoice Nilvera never issued', async () => {
    await expect(nilvera.cancelEArchiveInvoice(randomUUID())).rejects.toMatchObject({ reason: 'refused' });
  });

  it('calls an outage unavailable', async () => {
    await expect(nilvera.sendEArchiveInvoice(invoice('x+fatura-hatasi@example.com'))).rejects.toMatchObject({
      name: 'IntegratorError',
      reason: 'unavailable',
    });
  });

  it('reads TCMB’s buying rate of the dollar', async () => {
    expect(await nilvera.exchangeRate('USD')).toBe('34.5000');
  });
});
