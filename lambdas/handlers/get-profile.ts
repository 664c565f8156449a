/** GET /private/profile: the caller's profile, created on first read with the welcome token grant. */
import { createProfileOnce, getProfile } from '../data/profiles';
import { signUpAttributes } from '../data/users';
import { newProfileRecord, toProfileResponse } from '../domain/profile';
import { positiveIntegerEnv } from '../env';
import { httpRoute } from '../http/route';

const welcomeTokens = positiveIntegerEnv('WELCOME_TOKENS', 5);

export const handler = httpRoute({}, async ({ userId, cognitoUsername }) => {
  const existing = await getProfile(userId);
  if (existing) return { body: toProfileResponse(existing) };

  const attributes = await signUpAttributes(cognitoUsername);
  const created = await createProfileOnce(newProfileRecord(userId, attributes, welcomeTokens, new Date()));
  return { body: toProfileResponse(created) };
});
