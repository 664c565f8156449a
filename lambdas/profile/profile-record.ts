/**
 * The profile item as stored, declared on its own (not derived from the API answer, which adds derived
 * fields and may change shape for the SPA), and parsed on every read so a malformed item fails loudly here
 * instead of leaking into an answer.
 */
import * as z from 'zod/mini';
import { nullableText, number, text, textList } from '../platform/record-fields';

const lngLat = z.tuple([number, number]);

export const storedStatsSchema = z.object({
  eventsHosted: number,
  eventsJoined: number,
  totalParticipants: number,
  /** the average rating is kept as a total and a count so updates stay additive */
  ratingTotal: number,
  ratingCount: number,
  /** moved only with the friend items, in their transactions (lambdas/friends/friends-table.ts); absent = 0 */
  friendsCount: z.optional(number),
});
export type StoredStats = z.infer<typeof storedStatsSchema>;

export const profileRecordSchema = z.object({
  userId: text,
  email: text,
  displayName: text,
  /** absent until the user picks one */
  username: z.optional(text),
  bio: text,
  profilePicture: nullableText,
  fullName: text,
  city: text,
  /** upper case, like the location table */
  district: text,
  coordinates: z.nullable(lngLat),
  exactLocation: z.nullable(z.object({ lng: number, lat: number, address: text })),
  lastUsedIpLocation: z.nullable(z.object({ lat: number, lng: number, country: text, city: text })),
  createdAt: text,
  /** the token balance */
  eventLimit: number,
  stats: storedStatsSchema,
  interests: textList,
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

/** An item read from the table (keys and any attribute not listed above are dropped). */
export function parseProfileRecord(item: Record<string, unknown>): ProfileRecord {
  return profileRecordSchema.parse(item);
}
