/** The e-mails the integration stack wrote to its outbox, read the way a developer would click through them. */
import { waitForOutboxMessage, type OutboxMessage } from '../../../bin/local/outbox';
import { stackInfo } from './stack-info';

/** The `count`-th e-mail to `to` (1-based), waiting for it to arrive. */
export function waitForMessage(to: string, count: number): Promise<OutboxMessage> {
  return waitForOutboxMessage(stackInfo().outboxDir, to, count);
}
