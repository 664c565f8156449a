/**
 * Google sign-in, one code path for the cloud and the laptop: the standard authorization-code flow with
 * PKCE against the hosted login named by /config.json (`oauthBaseUrl`: https Cognito domain in the cloud,
 * plain-http cognito-local locally). Amplify's signInWithRedirect is not used because it always builds
 * `https://${domain}` URLs, which the local hosted login cannot serve.
 */
import { toast } from '../../../lib/ui/toast';
import { paths } from '../../../lib/paths';
import { siteConfig } from '../../../lib/config/site-config';
import { googleCopy } from '../../../copy/auth';

export const googleState = 'google_signin';
export const googleCallbackPath = paths.googleCallback;
/** sessionStorage: survives the round trip through the hosted login, dies with the tab. */
export const pkceVerifierKey = 'squad.oauth.pkceVerifier';

/** How long the "back to squad" toast is on screen before the browser leaves for the hosted login. */
const redirectToastMs = 1_200;

export async function startGoogleSignIn(): Promise<void> {
  toast.success(googleCopy.redirectToast, { duration: redirectToastMs + 1_000 });
  // Leaving at once would unload the page before the toast ever paints: the URL is built meanwhile.
  const [authorize] = await Promise.all([authorizeUrl(), pause(redirectToastMs)]);
  window.location.assign(authorize);
}

async function authorizeUrl(): Promise<string> {
  const config = await siteConfig();
  const verifier = randomVerifier();
  sessionStorage.setItem(pkceVerifierKey, verifier);
  const authorize = new URL('/oauth2/authorize', config.oauthBaseUrl);
  authorize.search = new URLSearchParams({
    client_id: config.userPoolClientId,
    response_type: 'code',
    scope: 'email openid profile',
    redirect_uri: googleRedirectUri(),
    identity_provider: 'Google',
    state: googleState,
    code_challenge: await s256(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return authorize.toString();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function googleRedirectUri(): string {
  return `${window.location.origin}${googleCallbackPath}`;
}

function randomVerifier(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  return base64Url(bytes);
}

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
