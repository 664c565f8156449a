/** The local gateway enforces the cloud's request limits before any handler runs. */
import { callApi, callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { createUser } from './support/users';

describe('gateway limits', () => {
  it('answers 413 for a body over 10 MB and changes nothing', async () => {
    const user = await createUser('huge');
    await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    const answer = await callEndpoint(endpoints.profile.updateProfile, {
      token: user.accessToken,
      body: { bio: 'x'.repeat(10 * 1024 * 1024 + 1) },
    });
    expect(answer).toMatchObject({ status: 413, body: { message: 'Request Entity Too Large' } });
    const reread = await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    expect(reread.body.bio).toBe('');
  });

  // API Gateway decodes the path to match a route and answers 400 Bad Request when it cannot.
  it.each(['%ZZ', '%', 'abc%E0%A4%A', '%ED%A0%80'])(
    'answers 400 Bad Request for the undecodable path parameter %s, with or without a token',
    async (malformed) => {
      const user = await createUser('escape');
      const path = `/private/check-username/${malformed}`;
      const anonymous = await callApi('GET', path);
      const signedIn = await callApi('GET', path, { token: user.accessToken });
      expect(anonymous).toMatchObject({ status: 400, body: { message: 'Bad Request' } });
      expect(signedIn).toMatchObject({ status: 400, body: { message: 'Bad Request' } });
    },
  );
});
