/** The gateway runs the real authorizer before any route: only our client's valid access tokens pass. */
import { callApi, callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { stackInfo } from './support/stack-info';
import { accessTokenClaims, signAccessToken } from './support/tokens';
import { createUser, type TestUser } from './support/users';

let user: TestUser;

beforeAll(async () => {
  user = await createUser('auth');
});

describe('authorization at the local API gateway', () => {
  it('answers 401 Unauthorized when no token is sent', async () => {
    const answer = await callEndpoint(endpoints.profile.getProfile);
    expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('answers 401 Unauthorized for a garbage token', async () => {
    const answer = await callEndpoint(endpoints.profile.getProfile, { token: 'not-a-jwt' });
    expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  // The control for the forged-token tests below: our signing matches cognito-local's.
  it('accepts a token signed with the pool key while it is valid', async () => {
    const token = signAccessToken(accessTokenClaims(user.userId, user.email));
    const answer = await callEndpoint(endpoints.profile.getProfile, { token });
    expect(answer.status).toBe(200);
  });

  it('answers 401 Unauthorized for an expired token signed with the pool key', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = signAccessToken({
      ...accessTokenClaims(user.userId, user.email),
      iat: past,
      auth_time: past,
      exp: past + 3600,
    });
    const answer = await callEndpoint(endpoints.profile.getProfile, { token });
    expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('answers 401 Unauthorized for a token issued to another app client', async () => {
    const token = signAccessToken({
      ...accessTokenClaims(user.userId, user.email),
      client_id: 'someoneelse',
    });
    const answer = await callEndpoint(endpoints.profile.getProfile, { token });
    expect(answer.status).toBe(401);
  });

  it('answers 401 Unauthorized for an id token instead of an access token', async () => {
    const token = signAccessToken({ ...accessTokenClaims(user.userId, user.email), token_use: 'id' });
    const answer = await callEndpoint(endpoints.profile.getProfile, { token });
    expect(answer.status).toBe(401);
  });

  it('accepts a freshly signed-in user access token', async () => {
    const answer = await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    expect(answer.status).toBe(200);
  });

  it('answers 404 Not Found for a path that is not in the route table', async () => {
    const answer = await callApi('GET', '/private/nothing-here', { token: user.accessToken });
    expect(answer).toMatchObject({ status: 404, body: { message: 'Not Found' } });
  });

  it('answers a CORS preflight from the web origin with the Authorization and Content-Type headers allowed', async () => {
    const response = await fetch(`${stackInfo().apiUrl}/private/profile`, {
      method: 'OPTIONS',
      headers: {
        origin: stackInfo().webOrigin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(stackInfo().webOrigin);
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('gives no CORS permission to an origin other than the web app', async () => {
    const answer = await callEndpoint(endpoints.profile.getProfile, {
      token: user.accessToken,
      headers: { origin: 'http://evil.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
