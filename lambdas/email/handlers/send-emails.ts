/**
 * The e-mail sender Lambda, fed by the table's stream through an event source mapping filtered to new e-mail
 * items (`emailSender` in lambdas/email/routes.ts). Records are sent one after another, which keeps within SES's
 * sending rate; each failed record is reported in `batchItemFailures`, so the stream retries from it and the rest
 * of the batch is not held back.
 */
import { streamHandler } from '../../platform/stream-handler';
import { metrics, sendRecord } from '../send-email';

export const handler = streamHandler(sendRecord, {
  inOrder: true,
  afterBatch: () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  },
});
