/**
 * The event item as stored, declared on its own and parsed on every read. `state` is what the host decided
 * (draft, published, cancelled); whether a published event is upcoming, ongoing or completed follows from its
 * start and duration (see `statusOf`).
 */
import * as z from 'zod/mini';
import { derivedPublicPoint } from './public-point';
import { boolean, nullableNumber, nullableText, number, text, textList } from '../platform/record-fields';

const hostSchema = z.object({
  userId: text,
  name: text,
  username: nullableText,
  avatar: nullableText,
  rating: number,
  /** host ratings behind `rating` (kept fresh by the count-ratings consumer on the host's recent and coming events) */
  ratingCount: z.optional(number),
  eventsHosted: number,
});

export const eventRecordSchema = z.object({
  id: text,
  type: z.enum(['physical', 'online']),
  state: z.enum(['draft', 'published', 'cancelled']),
  /** a moderator removed it: cancelled, and its page shown to nobody but its host */
  removedAt: z.optional(text),
  hostId: text,
  host: hostSchema,
  title: text,
  description: text,
  category: text,
  tags: textList,
  /** ISO instant, absent on a draft without a date */
  startsAt: nullableText,
  durationMinutes: nullableNumber,
  maxParticipants: number,
  participantCount: number,
  price: number,
  skillLevel: z.nullable(z.enum(['beginner', 'intermediate', 'advanced', 'pro'])),
  publicLocation: nullableText,
  /** the meeting point: the host's and accepted participants' only */
  location: z.nullable(z.object({ name: text, lat: number, lng: number, address: text })),
  /** [lng, lat] a few hundred metres from the meeting point, for everyone else (public-point.ts) */
  publicPoint: z._default(z.nullable(z.tuple([number, number])), null),
  city: nullableText,
  district: nullableText,
  platform: nullableText,
  gameType: nullableText,
  voiceRequired: boolean,
  requirements: nullableText,
  language: nullableText,
  views: z._default(number, 0),
  shares: z._default(z.record(text, number), {}),
  requestCount: z._default(number, 0),
  /** requests the screener passed to the host and the host has not answered */
  pendingRequests: z._default(number, 0),
  /**
   * Freed places held for the first in line (participantCount + offeredPlaces <= maxParticipants), and accepted
   * requests waiting in line: absent (0) on an event that never had a waitlist.
   */
  offeredPlaces: z.optional(number),
  waitlistCount: z.optional(number),
  createdAt: text,
  updatedAt: text,
  /** featured (first in the lists, with a badge) until then: its host held priority-listing tokens when it went live */
  featuredUntil: z.optional(text),
  /**
   * The calendar file's SEQUENCE: 0 at publish, one more with every edit of the time, place or title and with the
   * cancellation, in the same write (an item from before it existed reads 0).
   */
  sequence: z._default(number, 0),
  /** its end (ISO), set once by the complete-event job (lambdas/attendance/) when the end passed */
  completedAt: z.optional(text),
  /** set once by the close-attendance job 48 hours after the end: the host's marks are final */
  attendanceClosedAt: z.optional(text),
  /** the host's ratings at this event (the Event Results card), added by the count-ratings consumer */
  ratingTotal: z.optional(number),
  ratingCount: z.optional(number),
  /** host ratings with feedback text (a text the screener rejects is taken back out) */
  feedbackCount: z.optional(number),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;
export type EventHostRecord = z.infer<typeof hostSchema>;

export function parseEventRecord(item: Record<string, unknown>): EventRecord {
  const record = eventRecordSchema.parse(item);
  return record.location && !record.publicPoint
    ? { ...record, publicPoint: derivedPublicPoint(record.location) }
    : record;
}
