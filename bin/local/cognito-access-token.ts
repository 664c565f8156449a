/** Access tokens as Cognito checks them, for the targets the local twin answers itself. */
import { createPublicKey, verify } from 'node:crypto';
import { InvalidParameterError, NotAuthorizedError } from 'cognito-local/lib/errors';
import { jwk as cognitoLocalJwk } from 'cognito-local/lib/keys/cognitoLocal.public.json';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { User } from 'cognito-local/lib/services/userPoolService';

const tokenSigningKey = createPublicKey({ key: cognitoLocalJwk, format: 'jwk' });

export interface AccessTokenClaims {
  sub: string;
  client_id: string;
  token_use: string;
  exp: number;
}

/** The claims of an access token cognito-local signed and that has not expired, as Cognito checks it. */
export function verifiedAccessToken(token: string, now: Date): AccessTokenClaims {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    tokenSigningKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new NotAuthorizedError('Invalid Access Token');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessTokenClaims;
  if (claims.token_use !== 'access') throw new NotAuthorizedError('Invalid Access Token');
  if (claims.exp * 1000 <= now.getTime()) throw new NotAuthorizedError('Access Token has expired');
  return claims;
}

/** The user an access token names, or Cognito's NotAuthorizedException for a forged, expired or orphaned one. */
export async function userOfAccessToken(
  services: Services,
  ctx: Context,
  accessToken: string | undefined,
): Promise<{ claims: AccessTokenClaims; user: User }> {
  if (!accessToken) throw new InvalidParameterError('Missing required parameter AccessToken');
  let claims: AccessTokenClaims;
  try {
    claims = verifiedAccessToken(accessToken, services.clock.get());
  } catch (error) {
    if (error instanceof NotAuthorizedError) throw error;
    throw new NotAuthorizedError('Invalid Access Token');
  }
  const userPool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
  const user = await userPool.getUserByUsername(ctx, claims.sub);
  if (!user) throw new NotAuthorizedError('Invalid Access Token');
  return { claims, user };
}
