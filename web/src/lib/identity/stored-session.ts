/**
 * A returning user's session as Amplify left it in localStorage, read without loading Amplify (the largest thing
 * the SPA loads): the signed-in first screen's calls go out with the stored access token while it is fresh, and
 * Amplify loads only for a token near its expiry, a refused one, or a screen that talks to the user pool. The keys
 * are Amplify's own (its DefaultTokenStore writes CognitoIdentityServiceProvider.<client>.LastAuthUser and
 * .<client>.<user>.accessToken); a browser test signs in through the real Amplify and lists events with them.
 */
import { jwtClaims } from './jwt';

const keyPrefix = 'CognitoIdentityServiceProvider';
/** A token closer than this to its expiry goes through Amplify, which refreshes it. */
const freshForMs = 5 * 60_000;

/** The stored access token of this app client's signed-in user, if it stays valid for a while yet. */
export function storedAccessToken(clientId: string, nowMs = Date.now()): string | undefined {
  const user = localStorage.getItem(`${keyPrefix}.${clientId}.LastAuthUser`);
  const token = user ? localStorage.getItem(`${keyPrefix}.${clientId}.${user}.accessToken`) : null;
  if (!token) return undefined;
  const expiresAt = jwtClaims(token)?.exp;
  return typeof expiresAt === 'number' && expiresAt * 1000 - nowMs > freshForMs ? token : undefined;
}

/**
 * Whether Amplify holds a signed-in user of any app client: only a hint, read before /config.json names ours, so
 * a returning user's dashboard renders at once; the API refuses every call without a valid token anyway.
 */
export function sessionLikely(): boolean {
  return Object.keys(localStorage).some(
    (key) => key.startsWith(`${keyPrefix}.`) && key.endsWith('.LastAuthUser'),
  );
}
