/**
 * GET /private/users/{handle}: another user's public profile, by username or by id. Never the e-mail, the
 * exact location or the token balance (users.ts builds the answer field by field). A user who blocked the
 * caller is not found; the blocker still sees whom they blocked (to lift it).
 */
import { type PublicProfile } from '../../contracts/users';
import * as api from '../../contracts/endpoints/users';
import { httpRoute } from '../../platform/route';
import { recentActivityOf } from '../../events/activity';
import { friendshipOf, statusOfRecord } from '../../friends/friends-table';
import { hasBlocked } from '../blocks-table';
import { userSeenBy } from '../known-user';
import { toPublicProfile } from '../users';
import { readReliability } from '../../attendance/reliability-table';
import { clock } from '../../platform/clock';

const activityShown = 5;

export const handler = httpRoute(api.getPublicProfile, async ({ params, userId }) => {
  const profile = await userSeenBy(params.handle, userId);
  const isMe = profile.userId === userId;
  const [activity, blockedByMe, reliability, friendship] = await Promise.all([
    recentActivityOf(profile.userId, activityShown),
    isMe ? false : hasBlocked(userId, profile.userId),
    readReliability(profile.userId, clock.now()),
    isMe ? undefined : friendshipOf(userId, profile.userId),
  ]);
  const body: PublicProfile = toPublicProfile(profile, activity, {
    blockedByMe,
    isMe,
    reliability,
    friendship: statusOfRecord(friendship),
  });
  return { body };
});
