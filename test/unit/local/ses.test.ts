import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BadRequestException, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { outboxDir, readOutbox } from '../../../bin/local/outbox';
import { startSes } from '../../../bin/local/ses';
import { testPorts } from '../../ports';

const { ses: port } = testPorts({ ses: 4996 });
let dataDir: string;
let twin: Awaited<ReturnType<typeof startSes>>;
let client: SESv2Client;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'squad-ses-'));
  twin = await startSes({ port, dataDir, printMessages: false });
  client = new SESv2Client({
    endpoint: twin.url,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  client.destroy();
  await twin.stop();
});

const simple = (to: string[], body: { Text?: { Data: string }; Html?: { Data: string } }) =>
  new SendEmailCommand({
    FromEmailAddress: 'destek@squad.app',
    Destination: { ToAddresses: to },
    Content: { Simple: { Subject: { Data: 'Jeton makbuzun', Charset: 'UTF-8' }, Body: body } },
  });

describe('the local SES', () => {
  it('answers the AWS SDK’s SendEmail with a message id and puts the e-mail in the outbox', async () => {
    const answer = await client.send(
      simple(['ayse@example.com'], {
        Text: { Data: '10 jeton hesabına eklendi.' },
        Html: { Data: '<p>10 jeton hesabına eklendi.</p>' },
      }),
    );

    expect(answer.MessageId).toMatch(/^local-/);
    expect(await readOutbox(outboxDir(dataDir), 'ayse@example.com')).toEqual([
      {
        from: 'destek@squad.app',
        to: 'ayse@example.com',
        subject: 'Jeton makbuzun',
        text: '10 jeton hesabına eklendi.',
        html: '<p>10 jeton hesabına eklendi.</p>',
      },
    ]);
  });

  it('gives every recipient a copy', async () => {
    await client.send(simple(['mert@example.com', 'zeynep@example.com'], { Text: { Data: 'Merhaba' } }));

    expect(await readOutbox(outboxDir(dataDir), 'mert@example.com')).toHaveLength(1);
    expect(await readOutbox(outboxDir(dataDir), 'zeynep@example.com')).toHaveLength(1);
  });

  it('writes the text of an HTML-only e-mail from its HTML', async () => {
    await client.send(simple(['can@example.com'], { Html: { Data: '<p>Merhaba<br>Can</p>' } }));

    const [message] = await readOutbox(outboxDir(dataDir), 'can@example.com');
    expect(message.text).toBe('Merhaba\nCan');
  });

  it('refuses an e-mail without a recipient with the SDK’s BadRequestException', async () => {
    await expect(client.send(simple([], { Text: { Data: 'Merhaba' } }))).rejects.toBeInstanceOf(
      BadRequestException,
    );
  });

  it('refuses a raw e-mail, which it cannot deliver, with the SDK’s BadRequestException', async () => {
    const raw = new SendEmailCommand({
      FromEmailAddress: 'destek@squad.app',
      Destination: { ToAddresses: ['ayse@example.com'] },
      Content: { Raw: { Data: Buffer.from('Subject: x\r\n\r\nx') } },
    });
    await expect(client.send(raw)).rejects.toBeInstanceOf(BadRequestException);
  });
});
