/**
 * The handler of a stream consumer of the function list: each record its own unit of retry (Powertools batch
 * processing answers the failed ones as `batchItemFailures`, so the stream resumes from the first of them).
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from './logger';

export interface StreamHandlerOptions {
  /** One record after another, for records that would race on the same items. */
  readonly inOrder?: boolean;
  /** Runs after every batch, failed or not (publishing its metrics). */
  readonly afterBatch?: () => void;
}

export function streamHandler(
  handleRecord: (record: DynamoDBRecord) => Promise<unknown>,
  { inOrder = false, afterBatch }: StreamHandlerOptions = {},
): (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse> {
  const processor = new BatchProcessor(EventType.DynamoDBStreams);
  return async (event, context) => {
    // Every log line names this function (the local stack runs all functions in one process, one shared logger).
    logger.addContext(context);
    try {
      // The record alone: the processor would pass the context as a second argument.
      return await processPartialResponse(
        event,
        (record: DynamoDBRecord) => handleRecord(record),
        processor,
        {
          context,
          processInParallel: !inOrder,
        },
      );
    } finally {
      afterBatch?.();
    }
  };
}
