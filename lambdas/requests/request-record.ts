/**
 * The join request as stored, parsed on every read. The requester's card (name, rating, badges...) is a
 * snapshot taken when the request is sent: the host decides on what the requester showed then.
 */
import * as z from 'zod';
import { joinRequestStatuses, screeningCategories, screeningOutcomes } from '../contracts/requests';

export const screeningSchema = z.object({
  outcome: z.enum(screeningOutcomes),
  category: z.enum(screeningCategories).nullable(),
  reason: z.string().nullable(),
  /** which screener answered: "rules", or the Bedrock model id */
  screener: z.string(),
  screenedAt: z.string(),
});
export type Screening = z.infer<typeof screeningSchema>;

export const requesterSnapshotSchema = z.object({
  name: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  rating: z.number(),
  eventCount: z.number(),
  badges: z.array(z.object({ id: z.string(), name: z.string(), icon: z.string() })),
});
export type RequesterSnapshot = z.infer<typeof requesterSnapshotSchema>;

export const joinRequestRecordSchema = z.object({
  eventId: z.string(),
  requesterId: z.string(),
  hostId: z.string(),
  status: z.enum(joinRequestStatuses),
  message: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.enum(['host', 'screener']).nullable(),
  screening: screeningSchema.nullable(),
  requester: requesterSnapshotSchema,
});
export type JoinRequestRecord = z.infer<typeof joinRequestRecordSchema>;

export function parseJoinRequestRecord(item: Record<string, unknown>): JoinRequestRecord {
  return joinRequestRecordSchema.parse(item);
}
