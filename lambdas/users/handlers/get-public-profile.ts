/**
 * GET /private/users/{handle}: another user's public profile, by username or by id. Never the e-mail, the
 * exact location or the token balance (users.ts builds the answer field by field).
 */
import { type PublicProfile } from '../../contracts/users';
import * as api from '../../contracts/endpoints/users';
import { httpRoute } from '../../platform/route';
import { recentActivityOf } from '../../events/activity';
import { friendshipOf, statusOfRecord } from '../../friends/friends-table';
import { hasBlocked } from '../blocks-table';
import { userByHandle } from '../known-user';
import { toPublicProfile } from '../users';
import { readReliability } from '../../attendance/reliability-table';
import { clock } from '../../platform/clock';

const activityShown = 5;

export const handler = httpRoute(api.getPublicProfile, async ({ params, userId }) => {
  const profile = await userByHandle(params.handle);
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
