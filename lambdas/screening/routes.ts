/** The screening feature's part of the function list (lambdas/routes.ts). */
import type { ScheduledJobDefinition, StreamConsumerDefinition } from '../function-kinds';
import { requestKey } from '../requests/keys';
import { newRatingFilter } from '../ratings/keys';
import { eventPartitionPrefix } from '../platform/keys';

/**
 * The screener: every new join request (an INSERT of `EVENT#<id>` / `REQUEST#<user>` still in screening) is
 * screened and moved out of `screening` (lambdas/requests/requests-table.ts applyScreening), and so is every new
 * rating's feedback text (an INSERT of `EVENT#<id>` / `RATING#…` with feedbackStatus `screening`,
 * lambdas/ratings/ratings-table.ts applyFeedbackScreening). It reads the item first, so a redelivered record
 * neither calls the model nor writes again.
 */
// The key builder with empty ids spells the prefixes every join-request key starts with.
const requestKeyPrefixes = requestKey('', '');

export const screener: StreamConsumerDefinition = {
  handler: 'screening/handlers/screen-join-requests',
  access: ['table:read', 'table:write', 'model:invoke'],
  writes: [eventPartitionPrefix],
  stream: {
    filters: [
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: {
            pk: { S: [{ prefix: requestKeyPrefixes.pk }] },
            sk: { S: [{ prefix: requestKeyPrefixes.sk }] },
          },
          NewImage: { status: { S: ['screening'] } },
        },
      },
      // New ratings whose feedback text waits for the screener (lambdas/ratings: feedbackStatus `screening`).
      {
        eventName: newRatingFilter.eventName,
        dynamodb: { ...newRatingFilter.dynamodb, NewImage: { feedbackStatus: { S: ['screening'] } } },
      },
    ],
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 3,
    maxRecordAgeSeconds: 3600,
  },
  timeoutSeconds: 60,
  // One invocation per stream shard runs at a time, so 2 covers a table of two shards; the cap also bounds the
  // Bedrock calls (and their cost) whatever happens upstream. Lambda keeps 10 executions of the account
  // unreserved, so the account's quota must be at least 12 (docs/operations.md).
  reservedConcurrency: 2,
};

/**
 * The stuck-screening sweep: requests still in `screening` 10 minutes after they were sent (their stream record was
 * dead-lettered) are screened again, or held for a person (lambdas/screening/stuck-screening.ts). A run screens
 * at most 20, each at most 3 model attempts of 5 s and their backoff (about 330 s in all): inside its timeout,
 * which ends before the next run starts.
 */
export const stuckScreeningSweep: ScheduledJobDefinition = {
  handler: 'screening/handlers/sweep-stuck-screening',
  access: ['table:read', 'table:write', 'model:invoke'],
  writes: [eventPartitionPrefix],
  schedule: { kind: 'recurring', everyMinutes: 10 },
  timeoutSeconds: 420,
};
