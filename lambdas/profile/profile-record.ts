/**
 * The profile item as stored, declared on its own (not derived from the API answer, which adds derived
 * fields and may change shape for the SPA), and parsed on every read so a malformed item fails loudly here
 * instead of leaking into an answer.
 */
import * as z from 'zod/mini';

const lngLat = z.tuple([z.number(), z.number()]);

export const storedStatsSchema = z.object({
  eventsHosted: z.number(),
  eventsJoined: z.number(),
  totalParticipants: z.number(),
  /** the average rating is kept as a total and a count so updates stay additive */
  ratingTotal: z.number(),
  ratingCount: z.number(),
});
export type StoredStats = z.infer<typeof storedStatsSchema>;

export const profileRecordSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  /** absent until the user picks one */
  username: z.optional(z.string()),
  bio: z.string(),
  profilePicture: z.nullable(z.string()),
  fullName: z.string(),
  city: z.string(),
  /** upper case, like the location table */
  district: z.string(),
  coordinates: z.nullable(lngLat),
  exactLocation: z.nullable(z.object({ lng: z.number(), lat: z.number(), address: z.string() })),
  lastUsedIpLocation: z.nullable(
    z.object({ lat: z.number(), lng: z.number(), country: z.string(), city: z.string() }),
  ),
  createdAt: z.string(),
  /** the token balance */
  eventLimit: z.number(),
  stats: storedStatsSchema,
  interests: z.array(z.string()),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

/** An item read from the table (keys and any attribute not listed above are dropped). */
export function parseProfileRecord(item: Record<string, unknown>): ProfileRecord {
  return profileRecordSchema.parse(item);
}
