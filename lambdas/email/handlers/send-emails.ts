/**
 * The e-mail sender Lambda, fed by the table's stream through an event source mapping filtered to new e-mail
 * items (`emailSender` in lambdas/email/routes.ts). Records are sent one after another, which keeps within SES's
 * sending rate; each failed record is reported in `batchItemFailures`, so the stream retries from it and the rest
 * of the batch is not held back.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { metrics, sendRecord } from '../send-email';

const processor = new BatchProcessor(EventType.DynamoDBStreams);

export async function handler(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  // Every log line names this function (the local stack runs all functions in one process, one shared logger).
  logger.addContext(context);
  try {
    return await processPartialResponse(event, (record: DynamoDBRecord) => sendRecord(record), processor, {
      context,
      processInParallel: false,
    });
  } finally {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  }
}
