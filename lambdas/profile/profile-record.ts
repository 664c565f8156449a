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
  /**
   * Ratings received, as a host and as a participant, each kept as a total and a count so updates stay additive
   * (moved only by the count-ratings stream consumer). They replace `ratingTotal`/`ratingCount`, which nothing
   * ever raised above 0: an item that still has those (and lacks these) reads as 0.
   */
  hostRatingTotal: z._default(number, 0),
  hostRatingCount: z._default(number, 0),
  participantRatingTotal: z._default(number, 0),
  participantRatingCount: z._default(number, 0),
  /** moved only with the friend items, in their transactions (lambdas/friends/friends-table.ts); absent = 0 */
  friendsCount: z.optional(number),
});
export type StoredStats = z.output<typeof storedStatsSchema>;

export const profileRecordSchema = z.object({
  userId: text,
  email: text,
  displayName: text,
  /** absent until the user picks one */
  username: z.optional(text),
  /** a moderator closed the account (lambdas/moderation/sanctions-table.ts): nobody else finds the user */
  bannedAt: z.optional(text),
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
  /** YYYY-MM-DD, set once by its owner (profiles-table.ts `setBirthDate`); private: no other user's view reads it */
  birthDate: z.optional(text),
  // Rewards (lambdas/rewards/): badges recorded with when they were earned, the user's invite code, who invited them.
  badgesEarned: z.optional(z.record(text, text)),
  inviteCode: z.optional(text),
  referredBy: z.optional(text),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

/** An item read from the table (keys and any attribute not listed above are dropped). */
export function parseProfileRecord(item: Record<string, unknown>): ProfileRecord {
  return profileRecordSchema.parse(item);
}
