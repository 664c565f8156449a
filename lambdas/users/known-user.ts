/**
 * Finding another user by handle (username or id) or by id: 404 when nobody is there, for a viewer whom they
 * blocked (a block hides its maker as if they did not exist), and for everyone once a moderator banned them.
 */
import { refusal } from '../platform/errors';
import { getProfile, usernameOwner } from '../profile/profiles-table';
import type { ProfileRecord } from '../profile/profile';
import { userRefusals } from '../contracts/refusals';
import { hasBlocked } from './blocks-table';

export const userNotFound = () => refusal(404, userRefusals, 'USER_NOT_FOUND');

// A username never contains '-' (usernameRule), so a handle shaped like a uuid is an id.
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function existingUser(userId: string): Promise<ProfileRecord> {
  const profile = await getProfile(userId);
  if (!profile) throw userNotFound();
  return profile;
}

export async function userByHandle(handle: string): Promise<ProfileRecord> {
  if (uuidShape.test(handle)) return existingUser(handle);
  const owner = await usernameOwner(handle);
  if (owner === undefined) throw userNotFound();
  return existingUser(owner);
}

/** The user behind `handle` as `viewerId` may see them. */
export async function userSeenBy(handle: string, viewerId: string): Promise<ProfileRecord> {
  const profile = await userByHandle(handle);
  if (profile.userId === viewerId) return profile;
  if (profile.bannedAt !== undefined || (await hasBlocked(profile.userId, viewerId))) throw userNotFound();
  return profile;
}
