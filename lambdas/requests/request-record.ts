/**
 * The join request as stored, parsed on every read. The requester's card (name, rating, badges...) is a
 * snapshot taken when the request is sent: the host decides on what the requester showed then.
 */
import * as z from 'zod/mini';
import { joinRequestStatuses, screeningCategories, screeningOutcomes } from '../contracts/requests';

export const screeningSchema = z.object({
  outcome: z.enum(screeningOutcomes),
  category: z.nullable(z.enum(screeningCategories)),
  reason: z.nullable(z.string()),
  /** which screener answered: "rules", or the Bedrock model id */
  screener: z.string(),
  screenedAt: z.string(),
});
export type Screening = z.infer<typeof screeningSchema>;

export const requesterSnapshotSchema = z.object({
  name: z.string(),
  username: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
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
  decidedAt: z.nullable(z.string()),
  decidedBy: z.nullable(z.enum(['host', 'screener'])),
  screening: z.nullable(screeningSchema),
  requester: requesterSnapshotSchema,
});
export type JoinRequestRecord = z.infer<typeof joinRequestRecordSchema>;

export function parseJoinRequestRecord(item: Record<string, unknown>): JoinRequestRecord {
  return joinRequestRecordSchema.parse(item);
}
