/** The e-mail feature's part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/email';
import type { EventRuleDefinition, RouteDefinition, StreamConsumerDefinition } from '../function-kinds';
import { userPartitionPrefix } from '../platform/keys';
import { emailKey, emailPartitionPrefix, suppressionPartitionPrefix } from './keys';

// The key builder with an empty key spells the partition prefix and the sort key of every e-mail item.
const emailKeyShape = emailKey('');

/**
 * The e-mail sender: every new e-mail item (an INSERT of `EMAIL#<key>` / `EMAIL`, outbox.ts) is
 * rendered, sent through SES and marked sent; a redelivered record whose e-mail is marked sent is skipped, and so
 * is an address that bounced for good or complained. It signs the unsubscribe links, so it reads their key.
 */
export const emailSender: StreamConsumerDefinition = {
  handler: 'email/handlers/send-emails',
  access: ['table:read', 'table:write', 'email:send', 'email:unsubscribeKey'],
  writes: [emailPartitionPrefix],
  settings: ['SITE_URL'],
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

export const emailRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.unsubscribe,
    handler: 'email/handlers/unsubscribe',
    // table:write: the settings item and the per-address rate limit
    access: ['table:write', 'email:unsubscribeKey'],
    writes: [userPartitionPrefix],
  },
];

/** Records the addresses SES reports as bounced for good or complained about, so the sender skips them. */
export const emailFeedbackRecorder: EventRuleDefinition = {
  handler: 'email/handlers/record-email-feedback',
  access: ['table:write'],
  writes: [suppressionPartitionPrefix],
  events: { source: ['aws.ses'], detailType: ['Email Bounced', 'Email Complained'] },
};
