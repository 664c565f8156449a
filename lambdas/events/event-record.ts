/**
 * The event item as stored, declared on its own and parsed on every read. `state` is what the host decided
 * (draft, published, cancelled); whether a published event is upcoming, ongoing or completed follows from its
 * start and duration (see `statusOf`).
 */
import * as z from 'zod/mini';

const hostSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  rating: z.number(),
  eventsHosted: z.number(),
});

export const eventRecordSchema = z.object({
  id: z.string(),
  type: z.enum(['physical', 'online']),
  state: z.enum(['draft', 'published', 'cancelled']),
  hostId: z.string(),
  host: hostSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  /** ISO instant, absent on a draft without a date */
  startsAt: z.nullable(z.string()),
  durationMinutes: z.nullable(z.number()),
  maxParticipants: z.number(),
  participantCount: z.number(),
  price: z.number(),
  skillLevel: z.nullable(z.enum(['beginner', 'intermediate', 'advanced', 'pro'])),
  publicLocation: z.nullable(z.string()),
  location: z.nullable(z.object({ name: z.string(), lat: z.number(), lng: z.number(), address: z.string() })),
  city: z.nullable(z.string()),
  district: z.nullable(z.string()),
  platform: z.nullable(z.string()),
  gameType: z.nullable(z.string()),
  voiceRequired: z.boolean(),
  requirements: z.nullable(z.string()),
  language: z.nullable(z.string()),
  views: z._default(z.number(), 0),
  shares: z._default(z.record(z.string(), z.number()), {}),
  requestCount: z._default(z.number(), 0),
  /** requests the screener passed to the host and the host has not answered */
  pendingRequests: z._default(z.number(), 0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;
export type EventHostRecord = z.infer<typeof hostSchema>;

export function parseEventRecord(item: Record<string, unknown>): EventRecord {
  return eventRecordSchema.parse(item);
}
