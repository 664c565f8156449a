/**
 * The transactional outbox on the local engines: an e-mail written with emailPut in a feature's transaction
 * reaches the stream, the e-mail sender sends it through the local SES, and it lands in the outbox once. The
 * transaction runs in this process against the shared stack; the sender runs in the stack, as in the cloud.
 */
import { randomUUID } from 'node:crypto';
import { readOutbox } from '../../bin/local/outbox';
import { emailKey } from '../../lambdas/platform/keys';
import { setHandlerEnvironment } from './support/jobs';
import { waitForMessage } from './support/outbox';
import { stackInfo } from './support/stack-info';
import { getItem } from './support/table';

type EmailModule = typeof import('../../lambdas/platform/email');
type TransactionsModule = typeof import('../../lambdas/platform/transactions');

let emailPut: EmailModule['emailPut'];
let transact: TransactionsModule['transact'];

beforeAll(() => {
  setHandlerEnvironment();
  /* eslint-disable @typescript-eslint/no-require-imports */
  ({ emailPut } = require('../../lambdas/platform/email') as EmailModule);
  ({ transact } = require('../../lambdas/platform/transactions') as TransactionsModule);
  /* eslint-enable @typescript-eslint/no-require-imports */
});

/** A cause and its e-mail in one transaction, as a feature writes them: the effect is an item of its own. */
function receiptTransaction(key: string) {
  return transact({
    effect: { Put: { TableName: stackInfo().tableName, Item: { pk: `TEST#${key}`, sk: 'EFFECT' } } },
    email: emailPut({
      key,
      to: `${key}@example.com`,
      subject: 'Squad: jeton yenileme makbuzun',
      text: '10 jeton hesabına eklendi. Teşekkürler!',
      at: new Date(),
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

describe('the product’s own e-mails', () => {
  it('lands an e-mail written in a transaction in the outbox, from the configured sender, and marks it sent', async () => {
    const key = `refill-receipt-${randomUUID()}`;

    expect(await receiptTransaction(key)).toBeUndefined();

    const message = await waitForMessage(`${key}@example.com`, 1);
    expect(message).toEqual({
      from: 'destek@squad.app',
      to: `${key}@example.com`,
      subject: 'Squad: jeton yenileme makbuzun',
      text: '10 jeton hesabına eklendi. Teşekkürler!',
    });
    expect(await sentAt(key)).toEqual(expect.any(String));
  });

  it('lands no second e-mail when the same cause is handled again: its transaction is refused', async () => {
    const key = `refill-receipt-${randomUUID()}`;
    await receiptTransaction(key);
    await sentAt(key);

    const repeat = await receiptTransaction(key);
    // Longer than the stream takes to deliver a record (the first e-mail arrived well within it).
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(repeat?.conditionFailed('email')).toBe(true);
    expect(await readOutbox(stackInfo().outboxDir, `${key}@example.com`)).toHaveLength(1);
  });
});
