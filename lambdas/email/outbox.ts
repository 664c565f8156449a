/**
 * The product's own e-mails, through a transactional outbox: a feature writes an e-mail item in the same
 * transaction as the effect the e-mail tells about (a purchase credited, a reminder due), and a stream consumer
 * (handlers/send-emails.ts) sends each new one through SES. So an e-mail exists exactly when its effect does, and a
 * repeated cause (a redelivered callback, a retried job) collides with the item it wrote the first time and
 * changes nothing.
 *
 * Key scheme: every e-mail's key is derived from its cause alone, `<kind>-<ids of the cause>`, never from a time
 * or a random id, so that the same cause always names the same item. Kinds:
 *   order-receipt-<orderId>    the receipt of a paid order, with the contracts its buyer accepted (no opt-out)
 *   content-notice-<caseId>    the acknowledgement of a notice of unlawful content
 * The texts (Turkish) come from the feature that writes the e-mail: a subject and a plain text, paragraphs
 * separated by a blank line, the e-mail's action as a link on a line of its own. The sender renders every e-mail
 * at send time in the product's look (layout.ts), HTML and text, so no feature writes markup.
 */
import type { EmailNotificationType } from '../contracts/notifications';
import { userPartition } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import { emailKey } from './keys';

export interface Email {
  /** derived from the cause (see above); unique among all e-mails */
  readonly key: string;
  /**
   * The user the e-mail is for: their data export and account deletion find it (`userItemsElsewhere`). Absent for
   * an address that is nobody's account (the sender of a notice of unlawful content).
   */
  readonly recipientId?: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** when the cause happened: the e-mail's creation time and the start of its time to live */
  readonly at: Date;
  /**
   * The kind of notification the e-mail tells about: the sender adds the one-click unsubscribe link (and
   * List-Unsubscribe headers) for that kind. Absent: a receipt nobody can opt out of.
   */
  readonly notificationType?: EmailNotificationType;
  /**
   * A marketing e-mail (a campaign, "new events near you"): the sender sends it only to a recipient who opted in and
   * has not withdrawn (lambdas/notifications/marketing-consent-table.ts). Absent: transactional, needing no opt-in.
   */
  readonly marketing?: true;
}

/** The sort key of a user's e-mails in `userItemsElsewhere`. */
export const emailOfUserPrefix = 'EMAIL#';

/**
 * Long enough to outlive every redelivery (the stream keeps records 24 hours, the consumer's dead-letter queue 14
 * days) and to answer "was it sent?"; short, as the item holds a recipient's address and text.
 */
export const emailRetentionDays = 30;

/**
 * The Put of a new e-mail, for the transaction that makes it true. Its condition refuses a second e-mail with
 * the same key: the caller's transaction is cancelled on this part when its cause was handled before.
 */
export function emailPut({
  key,
  recipientId,
  to,
  subject,
  text,
  at,
  notificationType,
  marketing,
}: Email): TransactionItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...emailKey(key),
        key,
        to,
        subject,
        text,
        ...(notificationType === undefined ? {} : { notificationType }),
        ...(marketing ? { marketing } : {}),
        ...(recipientId === undefined
          ? {}
          : {
              recipientId,
              ...indexAttributes(
                tableIndexes.userItemsElsewhere,
                userPartition(recipientId),
                `${emailOfUserPrefix}${key}`,
              ),
            }),
        createdAt: at.toISOString(),
        [timeToLiveAttribute]: Math.floor(at.getTime() / 1000) + emailRetentionDays * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
