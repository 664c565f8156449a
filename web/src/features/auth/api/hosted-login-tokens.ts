/**
 * Second half of the Google sign-in: exchange the authorization code (with the PKCE verifier) at the
 * hosted login's token endpoint, then hand the tokens to Amplify so fetchAuthSession, token refresh and
 * signOut work exactly as after a password sign-in.
 *
 * How the tokens reach Amplify: `cognitoUserPoolsTokenProvider` (public export of aws-amplify/auth/cognito)
 * is the token provider Amplify.configure installs by default; its public `tokenOrchestrator.setTokens()`
 * is the very call Amplify's own OAuth completion makes (via cacheCognitoTokens) after its code exchange.
 * It writes the tokens under Amplify's own storage keys (CognitoIdentityServiceProvider.<clientId>.<user>.*
 * and LastAuthUser), so nothing here depends on key names. We deliberately do not set Amplify's
 * "oauthSignIn" metadata: with it, signOut would try to redirect to `https://${domain}/logout`, which is
 * the https-only URL building this module exists to avoid.
 */
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { amplifyConfig } from '../../../lib/identity/amplify-config';
import { jwtClaims } from '../../../lib/identity/jwt';
import { googleRedirectUri } from './google-sign-in';
import { namedError } from '../../../lib/identity/error-name';

type StoredTokens = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens>[0]['tokens'];
type Jwt = StoredTokens['accessToken'];

interface TokenAnswer {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  error?: string;
  error_description?: string;
}

/** Failure names the callback screen maps to spec section 8 texts. */
export const exchangeFailed = 'TokenExchangeFailed';
export const authenticationFailed = 'AuthenticationFailed';
export const networkFailed = 'NetworkError';

export async function completeGoogleSignIn(code: string, verifier: string): Promise<void> {
  const config = await amplifyConfig();
  let response: Response;
  try {
    response = await fetch(new URL('/oauth2/token', config.oauthBaseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: config.userPoolClientId,
        code,
        redirect_uri: googleRedirectUri(),
        code_verifier: verifier,
      }),
    });
  } catch {
    throw namedError(networkFailed, 'The hosted login could not be reached.');
  }
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (!response.ok || !answer.access_token) {
    throw namedError(exchangeFailed, answer.error_description ?? answer.error ?? `HTTP ${response.status}`);
  }
  const accessToken = decodeJwt(answer.access_token);
  const username = accessToken.payload.username;
  if (typeof username !== 'string') throw namedError(authenticationFailed, 'Access token has no username.');
  const issuedAtMs = (accessToken.payload.iat ?? 0) * 1000;
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken,
      idToken: answer.id_token ? decodeJwt(answer.id_token) : undefined,
      refreshToken: answer.refresh_token,
      clockDrift: issuedAtMs > 0 ? issuedAtMs - Date.now() : 0,
      username,
    },
  });
}

/** The same shape Amplify's own decodeJWT returns: the claims plus the raw token as toString(). */
function decodeJwt(token: string): Jwt {
  const payload = jwtClaims(token);
  if (!payload) throw namedError(authenticationFailed, 'Malformed token.');
  return { payload: payload as Jwt['payload'], toString: () => token };
}
