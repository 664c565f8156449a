/**
 * Fed by the table's stream with the causes that pay tokens (`grantEarnedTokens` in lambdas/rewards/routes.ts):
 * an event whose attendance closed, a five-star rating, a referred user's first event. Each record is its own unit
 * of retry; the claims make a redelivery pay nothing.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { streamHandler } from '../../platform/stream-handler';
import { grantFor } from '../grants';
import { causeOf } from '../stream-records';

const grantFailedMessage = 'Granting earned tokens from a stream record failed';

async function grantRecord(record: DynamoDBRecord): Promise<void> {
  const cause = causeOf(record);
  if (!cause) return;
  try {
    const report = await grantFor(cause, clock.now());
    logger.info('Earned tokens', { cause: cause.kind, ...report });
  } catch (error) {
    logger.error(grantFailedMessage, {
      eventID: record.eventID,
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: error as Error,
    });
    throw error;
  }
}

export const handler = streamHandler(grantRecord);
