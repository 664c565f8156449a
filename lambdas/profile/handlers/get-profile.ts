/** GET /private/profile: the caller's profile, created on first read with the welcome token grant. */
import { createProfileOnce, getProfile } from '../profiles-table';
import { signUpAttributesOf } from '../../platform/user-pool';
import { newProfileRecord, toProfileResponse } from '../profile';
import { positiveIntegerEnv } from '../../platform/env';
import * as api from '../../contracts/endpoints/profile';
import { httpRoute } from '../../platform/route';
import { accountDeleted } from '../../platform/account-deleted';
import { recentActivityOf } from '../../events/activity';
import { clock } from '../../platform/clock';

const welcomeTokens = positiveIntegerEnv('WELCOME_TOKENS', 5);

export const handler = httpRoute(api.getProfile, async ({ userId, cognitoUsername }) => {
  // Independent reads, so one round trip's wait instead of two (a new user simply has no activity yet).
  const [existing, activity] = await Promise.all([getProfile(userId), recentActivityOf(userId)]);
  if (existing) return { body: toProfileResponse(existing, activity) };

  const attributes = await signUpAttributesOf(cognitoUsername);
  // A deleted account's token, still unexpired: a 401, never a new profile.
  if (!attributes) throw accountDeleted();
  const created = await createProfileOnce(newProfileRecord(userId, attributes, welcomeTokens, clock.now()));
  return { body: toProfileResponse(created, []) };
});
