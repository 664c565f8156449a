/** The rating as stored, parsed on every read (from the table, or from a stream record's new image). */
import * as z from 'zod/mini';
import { feedbackStatuses } from '../contracts/ratings';
import { nullableText, number, text } from '../platform/record-fields';

export const ratingRecordSchema = z.object({
  eventId: text,
  raterId: text,
  targetId: text,
  targetRole: z.enum(['host', 'participant']),
  stars: number,
  /** absent when none was written, and once the screener rejected it */
  feedback: z.optional(text),
  feedbackStatus: z.enum(feedbackStatuses),
  createdAt: text,
  /** the rater as the Reviews tab shows them, taken when rating */
  rater: z.object({ name: text, username: nullableText, avatar: nullableText }),
  eventTitle: text,
  /** set by the count-ratings consumer in the transaction that counted this rating */
  countedAt: z.optional(text),
});
export type RatingRecord = z.infer<typeof ratingRecordSchema>;

export function parseRatingRecord(item: Record<string, unknown>): RatingRecord {
  return ratingRecordSchema.parse(item);
}
