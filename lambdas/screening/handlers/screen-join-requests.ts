/**
 * The screener Lambda, fed by the table's stream through an event source mapping filtered to new join
 * requests and new ratings with feedback (`screener` in lambdas/screening/routes.ts). Records are screened in parallel; each failed record is reported in
 * `batchItemFailures`, so the stream retries from it (bisecting, a bounded number of times) and the rest of the
 * batch is not held back.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { requiredEnv } from '../../platform/env';
import { logger } from '../../platform/logger';
import { screenerKind } from '../model';
import { metrics, screenerFor, screenRecord } from '../screen-request';
import { isRatingRecord, screenFeedbackRecord } from '../screen-feedback';

const screener = screenerFor(screenerKind(requiredEnv('SCREENER')), requiredEnv('SCREENER_MODEL_ID'));
const processor = new BatchProcessor(EventType.DynamoDBStreams);

export async function handler(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  // Every log line names this function (the local stack runs all functions in one process, one shared logger).
  logger.addContext(context);
  try {
    return await processPartialResponse(
      event,
      (record: DynamoDBRecord) =>
        isRatingRecord(record) ? screenFeedbackRecord(record, screener) : screenRecord(record, screener),
      processor,
      { context },
    );
  } finally {
    // A batch of redelivered records screens nothing and has nothing to publish.
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  }
}
