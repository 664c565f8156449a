/** The e-mail feature's part of the function list (lambdas/routes.ts). */
import type { StreamConsumerDefinition } from '../function-kinds';
import { emailKey } from '../platform/keys';

// The key builder with an empty key spells the partition prefix and the sort key of every e-mail item.
const emailKeyShape = emailKey('');

/**
 * The e-mail sender: every new e-mail item (an INSERT of `EMAIL#<key>` / `EMAIL`, lambdas/platform/email.ts) is
 * sent through SES and marked sent; a redelivered record whose e-mail is marked sent is skipped.
 */
export const emailSender: StreamConsumerDefinition = {
  handler: 'email/handlers/send-emails',
  access: ['table:read', 'table:write', 'email:send'],
  stream: {
    filters: [
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: emailKeyShape.pk }] }, sk: { S: [emailKeyShape.sk] } },
        },
      },
    ],
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 3,
    maxRecordAgeSeconds: 3600,
  },
  timeoutSeconds: 60,
};
