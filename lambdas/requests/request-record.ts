/**
 * The join request as stored, parsed on every read. The requester's card (name, rating, badges...) is a
 * snapshot taken when the request is sent: the host decides on what the requester showed then.
 */
import * as z from 'zod/mini';
import { nullableText, number, text } from '../platform/record-fields';
import { joinRequestStatuses, screeningCategories, screeningOutcomes } from '../contracts/requests';

export const screeningSchema = z.object({
  outcome: z.enum(screeningOutcomes),
  category: z.nullable(z.enum(screeningCategories)),
  reason: nullableText,
  /** which screener answered: "rules", or the Bedrock model id */
  screener: text,
  screenedAt: text,
});
export type Screening = z.infer<typeof screeningSchema>;

export const requesterSnapshotSchema = z.object({
  name: text,
  username: nullableText,
  avatar: nullableText,
  rating: number,
  eventCount: number,
  badges: z.array(z.object({ id: text, name: text, icon: text })),
});
export type RequesterSnapshot = z.infer<typeof requesterSnapshotSchema>;

export const joinRequestRecordSchema = z.object({
  eventId: text,
  requesterId: text,
  hostId: text,
  status: z.enum(joinRequestStatuses),
  message: text,
  createdAt: text,
  decidedAt: nullableText,
  /** `requester`: declined by the requester's own block of the host, which tells them nothing */
  decidedBy: z.nullable(z.enum(['host', 'screener', 'requester'])),
  screening: z.nullable(screeningSchema),
  requester: requesterSnapshotSchema,
  /** held: when the screener gave up on it and it went to wait for a person */
  heldAt: z.optional(text),
  /** accepted while the event was full: the order of the line */
  waitlistedAt: z.optional(text),
  /** a freed place held for it until offerExpiresAt (whole seconds: the schedule's resolution) */
  offeredAt: z.optional(text),
  offerExpiresAt: z.optional(text),
  /** left: by the participant, or letting an offer go; offerExpiredAt when the offer ran out instead */
  leftAt: z.optional(text),
  offerExpiredAt: z.optional(text),
  removedAt: z.optional(text),
  removalReason: z.optional(text),
});
export type JoinRequestRecord = z.infer<typeof joinRequestRecordSchema>;

export function parseJoinRequestRecord(item: Record<string, unknown>): JoinRequestRecord {
  return joinRequestRecordSchema.parse(item);
}
