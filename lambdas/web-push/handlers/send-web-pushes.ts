/**
 * The Web Push sender Lambda, fed by the table's stream through an event source mapping filtered to new Web Push
 * outbox items (`webPushSender` in lambdas/web-push/routes.ts). Each failed record is reported in
 * `batchItemFailures`, so the stream retries from it and the rest of the batch is not held back.
 */
import { streamHandler } from '../../platform/stream-handler';
import { metrics, sendRecord } from '../send-web-push';

export const handler = streamHandler(sendRecord, {
  afterBatch: () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  },
});
