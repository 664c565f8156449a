/**
 * Access tokens signed with cognito-local's own key (the one its JWKS publishes), with claims we
 * choose: how the tests make an expired token, or one issued to another client, that is otherwise real.
 */
import { createSign } from 'node:crypto';
import { createRequire } from 'node:module';
import { stackInfo } from './stack-info';

const signingKey = (
  createRequire(require.resolve('cognito-local'))('./keys/cognitoLocal.private.json') as { pem: string }
).pem;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signAccessToken(claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(signingKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

/** The claims cognito-local puts in an access token for `userId`, valid for an hour from now. */
export function accessTokenClaims(userId: string, username: string): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  const { cognitoEndpoint, userPoolId, userPoolClientId } = stackInfo();
  return {
    sub: userId,
    username,
    client_id: userPoolClientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    iss: `${cognitoEndpoint}/${userPoolId}`,
    iat: now,
    auth_time: now,
    exp: now + 3600,
  };
}
