/**
 * The screener Lambda, fed by the table's stream through an event source mapping filtered to new join
 * requests and new ratings with feedback (`screener` in lambdas/screening/routes.ts). Records are screened in parallel; each failed record is reported in
 * `batchItemFailures`, so the stream retries from it (bisecting, a bounded number of times) and the rest of the
 * batch is not held back.
 */
import { requiredEnv } from '../../platform/env';
import { streamHandler } from '../../platform/stream-handler';
import { screenerKind } from '../model';
import { metrics, screenerFor, screenRecord } from '../screen-request';
import { isRatingRecord, screenFeedbackRecord } from '../screen-feedback';

const screener = screenerFor(screenerKind(requiredEnv('SCREENER')), requiredEnv('SCREENER_MODEL_ID'));

export const handler = streamHandler(
  (record) =>
    isRatingRecord(record) ? screenFeedbackRecord(record, screener) : screenRecord(record, screener),
  {
    // A batch of redelivered records screens nothing and has nothing to publish.
    afterBatch: () => {
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    },
  },
);
