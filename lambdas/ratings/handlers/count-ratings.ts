/**
 * The count-ratings Lambda, fed by the table's stream through an event source mapping filtered to new ratings
 * (`ratingCounter` in lambdas/ratings/routes.ts). Records are counted one after another; each failed record is
 * reported in `batchItemFailures`, so the stream retries from it and the rest of the batch is not held back.
 */
import { streamHandler } from '../../platform/stream-handler';
import { countRecord } from '../count-ratings';

// One after another: ratings of one host in a batch would otherwise race on the same profile and events.
export const handler = streamHandler(countRecord, { inOrder: true });
