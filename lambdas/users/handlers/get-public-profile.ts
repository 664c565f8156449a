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

const activityShown = 5;

export const handler = httpRoute(api.getPublicProfile, async ({ params, userId }) => {
  const profile = await userByHandle(params.handle);
  const isMe = profile.userId === userId;
  const [activity, blockedByMe, friendship] = await Promise.all([
    recentActivityOf(profile.userId, activityShown),
    isMe ? false : hasBlocked(userId, profile.userId),
    isMe ? undefined : friendshipOf(userId, profile.userId),
  ]);
  const body: PublicProfile = toPublicProfile(profile, activity, {
    blockedByMe,
    isMe,
    friendship: statusOfRecord(friendship),
  });
  return { body };
});
