import '../support/env';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';

const issuer = process.env.JWT_ISSUER!;
const clientId = process.env.USER_POOL_CLIENT_ID!;
const keyId = 'unit-key';

const newKeyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const poolKeys = newKeyPair();
const strangerKeys = newKeyPair();

// Loaded after JWKS_JSON is set: the authorizer reads it at module load, as in the local stack.
process.env.JWKS_JSON = JSON.stringify({
  keys: [{ ...poolKeys.publicKey.export({ format: 'jwk' }), kid: keyId, alg: 'RS256', use: 'sig' }],
});
let handler: typeof import('../../../lambdas/auth/handlers/authorizer').handler;
let moderatorHandler: typeof import('../../../lambdas/auth/handlers/moderator-authorizer').handler;
beforeAll(async () => {
  ({ handler } = await import('../../../lambdas/auth/handlers/authorizer'));
  ({ handler: moderatorHandler } = await import('../../../lambdas/auth/handlers/moderator-authorizer'));
});

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function signedToken(claims: Record<string, unknown> = {}, privateKey: KeyObject = poolKeys.privateKey) {
  const payload = {
    sub: 'user-123',
    iss: issuer,
    client_id: clientId,
    token_use: 'access',
    username: 'ayse@example.com',
    iat: now(),
    exp: now() + 3600,
    ...claims,
  };
  const unsigned = `${base64Url({ alg: 'RS256', kid: keyId, typ: 'JWT' })}.${base64Url(payload)}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

const authorizerEvent = (headers: Record<string, string>) =>
  ({ type: 'REQUEST', version: '2.0', headers }) as unknown as APIGatewayRequestAuthorizerEventV2;
const authorize = (headers: Record<string, string>) => handler(authorizerEvent(headers));
const authorizeModerator = (headers: Record<string, string>) => moderatorHandler(authorizerEvent(headers));

describe('authorizer', () => {
  it("lets an access token of our client through with the user's id and name", async () => {
    await expect(authorize({ authorization: `Bearer ${signedToken()}` })).resolves.toEqual({
      isAuthorized: true,
      context: { userId: 'user-123', username: 'ayse@example.com', groups: '' },
    });
  });

  it("passes the token's groups on, space-separated", async () => {
    const token = signedToken({ 'cognito:groups': ['moderators', 'beta'] });

    await expect(authorize({ authorization: `Bearer ${token}` })).resolves.toMatchObject({
      context: { groups: 'moderators beta' },
    });
  });

  it('answers Unauthorized (401) for groups that are not a list of names', async () => {
    const token = signedToken({ 'cognito:groups': 'moderators' });

    await expect(authorize({ authorization: `Bearer ${token}` })).rejects.toThrow(new Error('Unauthorized'));
  });

  it('reads the header whatever its case', async () => {
    await expect(authorize({ Authorization: `Bearer ${signedToken()}` })).resolves.toMatchObject({
      isAuthorized: true,
    });
  });

  it.each([
    ['there is no Authorization header', () => ({})],
    ['the header is not a bearer token', () => ({ authorization: `Basic ${signedToken()}` })],
    ['the token is garbage', () => ({ authorization: 'Bearer not.a.jwt' })],
    ['the token has expired', () => ({ authorization: `Bearer ${signedToken({ exp: now() - 60 })}` })],
    [
      'the token carries no expiry (exp)',
      () => ({ authorization: `Bearer ${signedToken({ exp: undefined })}` }),
    ],
    [
      'the token belongs to another app client',
      () => ({ authorization: `Bearer ${signedToken({ client_id: 'another-client' })}` }),
    ],
    ['the token is an id token', () => ({ authorization: `Bearer ${signedToken({ token_use: 'id' })}` })],
    [
      'the token comes from another issuer',
      () => ({ authorization: `Bearer ${signedToken({ iss: 'https://issuer.evil.test' })}` }),
    ],
    ['the token names no user (sub)', () => ({ authorization: `Bearer ${signedToken({ sub: undefined })}` })],
    ['the token has an empty sub', () => ({ authorization: `Bearer ${signedToken({ sub: '' })}` })],
    [
      'the token carries no username',
      () => ({ authorization: `Bearer ${signedToken({ username: undefined })}` }),
    ],
    [
      'the token is signed by a key the pool does not publish',
      () => ({ authorization: `Bearer ${signedToken({}, strangerKeys.privateKey)}` }),
    ],
  ])('answers Unauthorized (401) when %s', async (_case, headers) => {
    await expect(authorize(headers())).rejects.toThrow(new Error('Unauthorized'));
  });
});

describe('moderator authorizer', () => {
  it("lets a member of the moderators' group through with their identity", async () => {
    const token = signedToken({ 'cognito:groups': ['moderators'] });

    await expect(authorizeModerator({ authorization: `Bearer ${token}` })).resolves.toEqual({
      isAuthorized: true,
      context: { userId: 'user-123', username: 'ayse@example.com', groups: 'moderators' },
    });
  });

  it('refuses (403) a valid token of anyone outside the group', async () => {
    await expect(authorizeModerator({ authorization: `Bearer ${signedToken()}` })).resolves.toMatchObject({
      isAuthorized: false,
    });
  });

  it('answers Unauthorized (401) for a token that is not valid, as the signed-in authorizer does', async () => {
    const token = signedToken({ 'cognito:groups': ['moderators'], exp: now() - 60 });

    await expect(authorizeModerator({ authorization: `Bearer ${token}` })).rejects.toThrow(
      new Error('Unauthorized'),
    );
  });
});
