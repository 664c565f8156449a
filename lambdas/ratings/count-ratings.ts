/**
 * Counting one new rating from the table's stream, exactly once (ratings-table.ts countRating: the `countedAt`
 * mark and the additions in one transaction), then, for a host rating, the host's rating as it is now onto the
 * cards of their recent and coming events. A redelivered record counts nothing and refreshes to the same values.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { clock } from '../platform/clock';
import { logger } from '../platform/logger';
import { countRating, refreshHostSnapshots, type CountOutcome } from './ratings-table';
import { newRatingOf } from './rating-image';

export async function countRecord(
  record: DynamoDBRecord,
  now: () => Date = clock.now,
): Promise<CountOutcome> {
  try {
    const rating = newRatingOf(record);
    const keys = { eventId: rating.eventId, raterId: rating.raterId, targetId: rating.targetId };
    const outcome = await countRating(rating, now());
    // Also after `already-counted`: a crash between the count and the refresh is finished by the redelivery.
    const refreshed =
      rating.targetRole === 'host' && outcome !== 'rating-gone'
        ? await refreshHostSnapshots(rating.targetId, now())
        : 0;
    logger.info('Rating counted', { ...keys, role: rating.targetRole, outcome, refreshed });
    return outcome;
  } catch (error) {
    logger.error('Counting a rating from a stream record failed', {
      eventID: record.eventID,
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: error as Error,
    });
    throw error;
  }
}
