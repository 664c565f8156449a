import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { startSes } from '../../../bin/local/ses';
import { headerOf, sentMailTo } from '../../sent-mail';
import { portsOf } from '../../ports';

const { ses: port } = portsOf('ses');
let standIn: Awaited<ReturnType<typeof startSes>>;
let client: SESv2Client;

beforeAll(async () => {
  standIn = await startSes({ port });
  client = new SESv2Client({
    endpoint: standIn.url,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  client.destroy();
  await standIn.stop();
});

/** A SendEmail as the product's sender writes it (lambdas/email/ses.ts). */
const productEmail = (to: string) =>
  new SendEmailCommand({
    FromEmailAddress: 'destek@squad.app',
    Destination: { ToAddresses: [to] },
    ConfigurationSetName: 'squad-local-email',
    Content: {
      Simple: {
        Subject: { Data: 'Squad: etkinlik iptal edildi', Charset: 'UTF-8' },
        Body: {
          Text: { Data: 'Etkinlik iptal edildi.', Charset: 'UTF-8' },
          Html: { Data: '<p>Etkinlik iptal edildi.</p>', Charset: 'UTF-8' },
        },
        Headers: [
          { Name: 'List-Unsubscribe', Value: '<https://squad.test/email/unsubscribe?token=a.b>' },
          { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
        ],
      },
    },
  });

describe('the local SES stand-in', () => {
  it('answers the unchanged SESv2 client’s SendEmail with a message id and lists the e-mail at /store', async () => {
    const answer = await client.send(productEmail('ayse@example.com'));

    const [mail] = await sentMailTo(standIn.url, 'ayse@example.com');
    expect(mail).toMatchObject({
      messageId: answer.MessageId,
      from: 'destek@squad.app',
      subject: 'Squad: etkinlik iptal edildi',
      body: { text: 'Etkinlik iptal edildi.', html: '<p>Etkinlik iptal edildi.</p>' },
    });
  });

  it('keeps the headers the sender set, such as List-Unsubscribe', async () => {
    await client.send(productEmail('mert@example.com'));

    const [mail] = await sentMailTo(standIn.url, 'mert@example.com');
    expect(headerOf(mail, 'List-Unsubscribe')).toBe('<https://squad.test/email/unsubscribe?token=a.b>');
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('serves its web view of sent mail at /', async () => {
    const page = await fetch(`${standIn.url}/`);

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });
});
