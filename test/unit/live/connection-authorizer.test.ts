import '../support/env';
import { generateKeyPairSync, sign } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';

const issuer = process.env.JWT_ISSUER!;
const clientId = process.env.USER_POOL_CLIENT_ID!;
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
process.env.JWKS_JSON = JSON.stringify({
  keys: [{ ...keys.publicKey.export({ format: 'jwk' }), kid: 'k', alg: 'RS256', use: 'sig' }],
});
let handler: typeof import('../../../lambdas/live/handlers/authorize-connection').handler;
beforeAll(async () => {
  ({ handler } = await import('../../../lambdas/live/handlers/authorize-connection'));
});

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
function token(claims: Record<string, unknown> = {}) {
  const payload = {
    sub: 'user-1',
    iss: issuer,
    client_id: clientId,
    token_use: 'access',
    username: 'ayse',
    iat: now(),
    exp: now() + 900,
    ...claims,
  };
  const unsigned = `${base64Url({ alg: 'RS256', kid: 'k', typ: 'JWT' })}.${base64Url(payload)}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), keys.privateKey).toString('base64url')}`;
}

const methodArn = 'arn:aws:execute-api:eu-central-1:123456789012:abc/live/$connect';
const authorize = (query: Record<string, string> | null) =>
  handler({
    type: 'REQUEST',
    methodArn,
    queryStringParameters: query,
  } as unknown as APIGatewayRequestAuthorizerEvent);

it('allows $connect for a valid access token in the URL and names its user for the connection', async () => {
  await expect(authorize({ token: token() })).resolves.toEqual({
    principalId: 'user-1',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: methodArn }],
    },
    context: { userId: 'user-1', username: 'ayse', groups: '' },
  });
});

it('refuses a URL without a token, an expired token and an ID token, exactly as the HTTP authorizer does', async () => {
  await expect(authorize(null)).rejects.toThrow('Unauthorized');
  await expect(authorize({ token: token({ exp: now() - 10 }) })).rejects.toThrow('Unauthorized');
  await expect(authorize({ token: token({ token_use: 'id' }) })).rejects.toThrow('Unauthorized');
});
