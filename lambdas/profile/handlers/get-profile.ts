/** GET /private/profile: the caller's profile, created on first read with the welcome token grant. */
import { createProfileOnce, getProfile } from '../profiles-table';
import { signUpAttributes } from '../user-pool';
import { newProfileRecord, toProfileResponse } from '../profile';
import { positiveIntegerEnv } from '../../platform/env';
import { httpRoute } from '../../platform/route';
import { recentActivityOf } from '../../events/activity';

const welcomeTokens = positiveIntegerEnv('WELCOME_TOKENS', 5);

export const handler = httpRoute({}, async ({ userId, cognitoUsername }) => {
  const existing = await getProfile(userId);
  if (existing) return { body: toProfileResponse(existing, await recentActivityOf(userId)) };

  const attributes = await signUpAttributes(cognitoUsername);
  const created = await createProfileOnce(newProfileRecord(userId, attributes, welcomeTokens, new Date()));
  return { body: toProfileResponse(created, []) };
});
