/**
 * The count-ratings Lambda, fed by the table's stream through an event source mapping filtered to new ratings
 * (`ratingCounter` in lambdas/ratings/routes.ts). Records are counted one after another; each failed record is
 * reported in `batchItemFailures`, so the stream retries from it and the rest of the batch is not held back.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { countRecord } from '../count-ratings';

const processor = new BatchProcessor(EventType.DynamoDBStreams);

export async function handler(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  // Every log line names this function (the local stack runs all functions in one process, one shared logger).
  logger.addContext(context);
  // One after another: ratings of one host in a batch would otherwise race on the same profile and events.
  return processPartialResponse(event, (record: DynamoDBRecord) => countRecord(record), processor, {
    context,
    processInParallel: false,
  });
}
