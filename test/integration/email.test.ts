/**
 * The product's e-mails on the local engines: an e-mail written with emailPut in a feature's transaction reaches
 * the stream, the e-mail sender renders it and sends it through the local SES stand-in (read at its `/store`),
 * once. The one-click unsubscribe turns a kind off through the public route; a bounce reported by SES, run
 * through the local Lambda Invoke API as EventBridge would, stops the next e-mail to that address. Transactions
 * run in this process against the shared stack; the sender and the routes run in the stack, as in the cloud.
 */
import { randomUUID } from 'node:crypto';
import type { EmailNotificationType } from '../../lambdas/contracts/notifications';
import { emailKey, suppressionKey } from '../../lambdas/email/keys';
import { notificationSettingsKey } from '../../lambdas/notifications/keys';
import { setHandlerEnvironment } from './support/jobs';
import { headerOf, mailTo, waitForMail } from './support/sent-mail';
import { stackInfo } from './support/stack-info';
import { getItem } from './support/table';

type EmailModule = typeof import('../../lambdas/email/outbox');
type TransactionsModule = typeof import('../../lambdas/platform/transactions');

let emailPut: EmailModule['emailPut'];
let transact: TransactionsModule['transact'];

beforeAll(() => {
  setHandlerEnvironment();
  /* eslint-disable @typescript-eslint/no-require-imports */
  ({ emailPut } = require('../../lambdas/email/outbox') as EmailModule);
  ({ transact } = require('../../lambdas/platform/transactions') as TransactionsModule);
  /* eslint-enable @typescript-eslint/no-require-imports */
});

/** A cause and its e-mail in one transaction, as a feature writes them: the effect is an item of its own. */
function emailTransaction(
  key: string,
  to = `${key}@example.com`,
  unsubscribe: { userId: string; type?: EmailNotificationType } = { userId: randomUUID() },
) {
  return transact({
    effect: { Put: { TableName: stackInfo().tableName, Item: { pk: `TEST#${key}`, sk: 'EFFECT' } } },
    email: emailPut({
      key,
      to,
      subject: 'Squad: etkinlik iptal edildi',
      text: 'Katılacağın "Kadıköy <koşu> & kahve" etkinliği iptal edildi.\n\nhttps://squad.test/dashboard/my-events',
      at: new Date(),
      recipientId: unsubscribe.userId,
      notificationType: unsubscribe.type,
    }),
  });
}

async function sentAt(key: string, timeoutMs = 10_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const item = await getItem(emailKey(key));
    if (item?.sentAt) return item.sentAt;
    if (Date.now() > deadline) throw new Error(`e-mail ${key} not marked sent`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a mail client's one-click unsubscribe does (RFC 8058), sent to the stack's API instead of the site. */
function oneClickPost(listUnsubscribe: string) {
  const url = new URL(listUnsubscribe.replace(/^<|>$/g, ''));
  return fetch(`${stackInfo().apiUrl}${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}

/** SES's "Email Bounced" event on the default bus, handed to the recorder as its EventBridge rule would. */
async function reportPermanentBounce(address: string) {
  const event = {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Email Bounced',
    source: 'aws.ses',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'eu-central-1',
    resources: [],
    detail: {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1' }],
        timestamp: new Date().toISOString(),
        feedbackId: `feedback-${randomUUID()}`,
      },
      mail: { messageId: `message-${randomUUID()}`, destination: [address] },
    },
  };
  const answer = await fetch(
    `${stackInfo().lambdaEndpoint}/2015-03-31/functions/record-email-feedback/invocations`,
    { method: 'POST', body: JSON.stringify(event) },
  );
  expect(answer.headers.get('x-amz-function-error')).toBeNull();
}

describe('the product’s own e-mails', () => {
  it('sends an e-mail written in a transaction through the local SES once, from the configured sender, in HTML and text, and marks it sent', async () => {
    const key = `refill-receipt-${randomUUID()}`;

    expect(await emailTransaction(key)).toBeUndefined();

    const mail = await waitForMail(`${key}@example.com`, 1);
    expect(mail).toMatchObject({ from: 'destek@squad.app', subject: 'Squad: etkinlik iptal edildi' });
    expect(mail.body.text).toContain('Katılacağın "Kadıköy <koşu> & kahve" etkinliği iptal edildi.');
    expect(mail.body.html).toContain('Kadıköy &lt;koşu&gt; &amp; kahve');
    expect(headerOf(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(await sentAt(key)).toEqual(expect.any(String));
  });

  it('sends no second e-mail when the same cause is handled again: its transaction is refused', async () => {
    const key = `refill-receipt-${randomUUID()}`;
    await emailTransaction(key);
    await sentAt(key);

    const repeat = await emailTransaction(key);
    // Longer than the stream takes to deliver a record (the first e-mail arrived well within it).
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(repeat?.conditionFailed('email')).toBe(true);
    expect(await mailTo(`${key}@example.com`)).toHaveLength(1);
  });

  it('sends a notification e-mail with its unsubscribe link and the one-click List-Unsubscribe headers', async () => {
    const key = `event-cancelled-${randomUUID()}`;

    await emailTransaction(key, undefined, { userId: randomUUID(), type: 'eventCancelled' });

    const mail = await waitForMail(`${key}@example.com`, 1);
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost:\d+\/email\/unsubscribe\?token=/,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.body.text).toMatch(/\/unsubscribe\?token=/);
    expect(mail.body.html).toMatch(/\/unsubscribe\?token=/);
  });
});

describe('the one-click unsubscribe', () => {
  async function unsubscribeHeader(userId: string, type: EmailNotificationType): Promise<string> {
    const key = `${type}-${randomUUID()}`;
    await emailTransaction(key, undefined, { userId, type });
    const header = headerOf(await waitForMail(`${key}@example.com`, 1), 'List-Unsubscribe');
    if (!header) throw new Error('no List-Unsubscribe header');
    return header;
  }

  it('turns the e-mail’s kind off by e-mail for its recipient when a mail client posts the header’s URL', async () => {
    const userId = randomUUID();
    const header = await unsubscribeHeader(userId, 'reminder');

    const answer = await oneClickPost(header);

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ type: 'reminder' });
    expect((await getItem(notificationSettingsKey(userId)))?.emailOff).toEqual(new Set(['reminder']));
  });

  it('refuses a token signed for another user and changes nothing', async () => {
    const userId = randomUUID();
    const header = await unsubscribeHeader(userId, 'waitlistOffer');
    const [, signature] = (new URL(header.slice(1, -1)).searchParams.get('token') ?? '').split('.');
    const otherUser = randomUUID();
    const forgedPayload = Buffer.from(`${otherUser}\nwaitlistOffer`).toString('base64url');

    const answer = await oneClickPost(header.replace(/token=[^>]+/, `token=${forgedPayload}.${signature}`));

    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toMatch(/doğrulanamadı/);
    expect(await getItem(notificationSettingsKey(otherUser))).toBeUndefined();
    expect(await getItem(notificationSettingsKey(userId))).toBeUndefined();
  });

  it('refuses a token cut short with a Turkish 400', async () => {
    const answer = await oneClickPost('<http://localhost/email/unsubscribe?token=abc>');

    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      reason: 'BAD_TOKEN',
      message: expect.stringMatching(/geçersiz/),
    });
  });
});

describe('bounces', () => {
  it('suppresses an address SES reports as bounced for good, and the next e-mail to it is not sent', async () => {
    const address = `bounced-${randomUUID()}@example.com`;
    const first = `refill-receipt-${randomUUID()}`;
    await emailTransaction(first, address);
    await waitForMail(address, 1);

    await reportPermanentBounce(address);
    expect(await getItem(suppressionKey(address))).toMatchObject({ reason: 'bounce' });
    const second = `refill-receipt-${randomUUID()}`;
    await emailTransaction(second, address);
    // Longer than the stream takes to deliver a record (the first e-mail arrived well within it).
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(await mailTo(address)).toHaveLength(1);
    expect((await getItem(emailKey(second)))?.sentAt).toBeUndefined();
  });
});
