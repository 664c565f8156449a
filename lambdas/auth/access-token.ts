/**
 * The one check of a Cognito access token, shared by the HTTP API's authorizer (the Authorization header) and the
 * WebSocket API's (the token in the connection URL): our app client's access tokens only, signed by the user pool,
 * unexpired, naming a user.
 */
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { JwtVerifier } from 'aws-jwt-verify';
import { requiredEnv } from '../platform/env';
import { logger } from '../platform/logger';
import type { AuthorizerContext } from '../platform/route';

const issuer = requiredEnv('JWT_ISSUER');
const clientId = requiredEnv('USER_POOL_CLIENT_ID');

const verifier = JwtVerifier.create({
  issuer,
  jwksUri: `${issuer}/.well-known/jwks.json`,
  // Cognito access tokens carry no `aud`; the app client is in `client_id` instead.
  audience: null,
  customJwtCheck: ({ payload }) => {
    if (payload.token_use !== 'access') throw new Error('Not an access token');
    if (payload.client_id !== clientId) throw new Error('Token of another app client');
    // aws-jwt-verify checks `exp` only when it is present; a token without one would never expire.
    if (typeof payload.exp !== 'number') throw new Error('Token without expiry');
  },
});

// aws-jwt-verify only fetches JWKS over https; the local user pool serves http, so its keys come from env.
const localJwks = process.env.JWKS_JSON;
if (localJwks) verifier.cacheJwks(JSON.parse(localJwks));

/**
 * The caller a token names, or exactly 'Unauthorized' thrown, which API Gateway (and the local gateways) answer
 * with 401.
 */
export async function verifyAccessToken(token: string | undefined): Promise<AuthorizerContext> {
  if (!token) throw new Error('Unauthorized');
  try {
    const { sub, username, 'cognito:groups': groups } = await verifier.verify(token);
    // Both become the caller's identity; a missing one must not turn into the string "undefined".
    if (!isNonEmptyString(sub) || !isNonEmptyString(username)) {
      throw new Error('Token without sub or username');
    }
    return { userId: sub, username, groups: joinGroups(groups ?? []) };
  } catch (error) {
    // The reason only: the token itself never reaches the logs.
    logger.info('Token rejected', { reason: (error as Error).name });
    throw new Error('Unauthorized');
  }
}

/** An authorizer's context holds strings: the groups space-separated (`AuthorizerContext.groups`). */
function joinGroups(groups: unknown): string {
  if (!Array.isArray(groups) || !groups.every((group) => isNonEmptyString(group) && !/\s/.test(group))) {
    throw new Error('Token with a malformed group');
  }
  return groups.join(' ');
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * An HTTP API Lambda authorizer (payload 2.0, simple responses) for callers `admits` lets through, once their
 * token is verified: API Gateway answers 401 to a bad token, 403 to a caller not admitted.
 */
export function httpAuthorizer(admits: (caller: AuthorizerContext) => boolean) {
  return async (
    event: APIGatewayRequestAuthorizerEventV2,
  ): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> => {
    const context = await verifyAccessToken(bearerToken(event.headers));
    return { isAuthorized: admits(context), context };
  };
}

/** The token of an `Authorization: Bearer <token>` header, whatever the header name's case. */
function bearerToken(headers: Readonly<Record<string, string | undefined>> | undefined): string | undefined {
  const header = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
