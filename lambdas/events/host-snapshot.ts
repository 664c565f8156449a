/** What an event shows of its host, copied from the host's profile when the event is created. */
import { refusal } from '../platform/errors';
import { refuseUnlessAdult } from '../profile/age';
import { publicStats } from '../profile/profile';
import { getProfile } from '../profile/profiles-table';
import type { EventHostRecord } from './event-record';
import { profileRefusals } from '../contracts/refusals';

/** The host's snapshot, from one read of their profile, which also refuses a host who is not an adult (age.ts). */
export async function hostSnapshot(userId: string, now: Date): Promise<EventHostRecord> {
  const profile = await getProfile(userId);
  // The SPA creates the profile on its first read; an API client that skipped it has nothing to host with.
  if (!profile) throw refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');
  refuseUnlessAdult(profile, now);
  const stats = publicStats(profile.stats);
  return {
    userId,
    name: profile.displayName,
    username: profile.username ?? null,
    avatar: profile.profilePicture,
    rating: stats.averageRating,
    ratingCount: stats.ratingCount,
    eventsHosted: stats.eventsHosted,
  };
}
