/**
 * A new rating as a stream record's new image carries it (DynamoDB JSON): what the count-ratings consumer adds up
 * and the screener looks up. A record without one is a poison record: it throws, so the batch reports it and it
 * ends in the dead-letter queue.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import type { RatingRecord } from './rating-record';

const id = z.object({ S: z.string().check(z.minLength(1)) });
const newRatingImageSchema = z.object({
  eventId: id,
  raterId: id,
  targetId: id,
  targetRole: z.object({ S: z.enum(['host', 'participant']) }),
  stars: z.object({ N: z.string().check(z.regex(/^[1-5]$/)) }),
  feedback: z.optional(z.object({ S: z.string() })),
});

export class PoisonRatingRecordError extends Error {}

export type NewRating = Pick<
  RatingRecord,
  'eventId' | 'raterId' | 'targetId' | 'targetRole' | 'stars' | 'feedback'
>;

export function newRatingOf(record: DynamoDBRecord): NewRating {
  const image = newRatingImageSchema.safeParse(record.dynamodb?.NewImage);
  if (!image.success) {
    throw new PoisonRatingRecordError(`Stream record ${record.eventID ?? '(no id)'} holds no rating`);
  }
  const { eventId, raterId, targetId, targetRole, stars, feedback } = image.data;
  return {
    eventId: eventId.S,
    raterId: raterId.S,
    targetId: targetId.S,
    targetRole: targetRole.S,
    stars: Number(stars.N),
    ...(feedback?.S ? { feedback: feedback.S } : {}),
  };
}
