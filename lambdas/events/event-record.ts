/**
 * The event item as stored, declared on its own and parsed on every read. `state` is what the host decided
 * (draft, published, cancelled); whether a published event is upcoming, ongoing or completed follows from its
 * start and duration (see `statusOf`).
 */
import * as z from 'zod';

const hostSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
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
  startsAt: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  maxParticipants: z.number(),
  participantCount: z.number(),
  price: z.number(),
  skillLevel: z.enum(['beginner', 'intermediate', 'advanced', 'pro']).nullable(),
  publicLocation: z.string().nullable(),
  location: z.object({ name: z.string(), lat: z.number(), lng: z.number(), address: z.string() }).nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  platform: z.string().nullable(),
  gameType: z.string().nullable(),
  voiceRequired: z.boolean(),
  requirements: z.string().nullable(),
  language: z.string().nullable(),
  views: z.number().default(0),
  shares: z.record(z.string(), z.number()).default({}),
  requestCount: z.number().default(0),
  /** requests the screener passed to the host and the host has not answered */
  pendingRequests: z.number().default(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;
export type EventHostRecord = z.infer<typeof hostSchema>;

export function parseEventRecord(item: Record<string, unknown>): EventRecord {
  return eventRecordSchema.parse(item);
}
