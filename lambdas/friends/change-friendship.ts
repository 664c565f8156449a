/**
 * Adding or removing a friend: read how the caller sees the other user, decide the transition (friendship.ts),
 * write both sides under conditions on what was read, and read again when the other user moved first (their
 * request crossing ours becomes an accept; their cancel turns our accept into nothing to accept).
 */
import type { FriendshipAnswer } from '../contracts/friends';
import { friendRefusals, profileRefusals } from '../contracts/refusals';
import { refusal } from '../platform/errors';
import type { ProfileRecord } from '../profile/profile';
import { getProfile } from '../profile/profiles-table';
import { existingUser, userNotFound } from '../users/known-user';
import type { FriendSnapshot } from './friend-record';
import { friendshipOf, statusOfRecord, writeTransition } from './friends-table';
import { messageFor, statusAfter, transitionFor } from './friendship';

/** Each attempt follows a move of the other user; a pair nobody else touches settles in one. */
const attempts = 5;

export const snapshotOf = (profile: ProfileRecord): FriendSnapshot => ({
  userId: profile.userId,
  name: profile.displayName,
  username: profile.username ?? null,
  avatar: profile.profilePicture,
});

export async function changeFriendship(
  action: 'add' | 'remove',
  meId: string,
  otherId: string,
  now: Date,
): Promise<FriendshipAnswer> {
  if (meId === otherId) throw refusal(400, friendRefusals, 'SELF');
  // A request carries each side's name to the other's list; ending one needs only the ids.
  const [me, other] =
    action === 'add'
      ? await Promise.all([callerSnapshot(meId), existingUser(otherId).then(snapshotOf)])
      : [idOnly(meId), idOnly(otherId)];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const transition = transitionFor(action, statusOfRecord(await friendshipOf(meId, otherId)));
    if (transition.kind === 'nothing') throw refusal(404, friendRefusals, 'NO_FRIENDSHIP');
    const outcome = await writeTransition(me, other, transition, now.toISOString());
    if (outcome === 'done') return { status: statusAfter(transition), message: messageFor(transition) };
    if (outcome === 'blocked-by-me') throw refusal(403, friendRefusals, 'BLOCKED_BY_ME');
    // A user who blocked the caller is not found, as if they did not exist.
    if (outcome === 'blocked' || outcome === 'unavailable') throw userNotFound();
  }
  throw refusal(409, friendRefusals, 'CONCURRENT_UPDATE');
}

async function callerSnapshot(meId: string): Promise<FriendSnapshot> {
  const profile = await getProfile(meId);
  if (!profile) throw refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');
  return snapshotOf(profile);
}

const idOnly = (userId: string): FriendSnapshot => ({ userId, name: '', username: null, avatar: null });
