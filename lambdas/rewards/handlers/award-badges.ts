/**
 * Fed by the table's stream with changes of a user's badge facts (`awardBadges` in lambdas/rewards/routes.ts):
 * the profile's stats, attendance's reliability months, the reward counters. Records the badges that now hold,
 * each once; a redelivered record finds them recorded and writes nothing.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { streamHandler } from '../../platform/stream-handler';
import { awardBadges } from '../badges';
import { badgeSubjectOf } from '../stream-records';

async function badgeRecord(record: DynamoDBRecord): Promise<void> {
  const userId = badgeSubjectOf(record);
  if (!userId) return;
  try {
    const earned = await awardBadges(userId, clock.now());
    if (earned.length > 0) logger.info('Badges earned', { userId, badges: earned });
  } catch (error) {
    logger.error('Recording badges from a stream record failed', {
      eventID: record.eventID,
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: error as Error,
    });
    throw error;
  }
}

export const handler = streamHandler(badgeRecord);
