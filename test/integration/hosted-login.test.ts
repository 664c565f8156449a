/**
 * cognito-local's OAuth2 endpoints stand in for the hosted login: authorization code with PKCE to the
 * registered /googleAuth callback, and tokens the API accepts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { stackInfo } from './support/stack-info';
import { createUser } from './support/users';

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeFields(challenge: string, redirectUri: string): Record<string, string> {
  return {
    client_id: stackInfo().userPoolClientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'email openid profile',
    state: 'google_signin',
  };
}

describe('local hosted login', () => {
  const callbackUrl = () => `${stackInfo().webOrigin}/googleAuth`;

  it('shows a login form for the registered callback URL', async () => {
    const query = new URLSearchParams(authorizeFields(pkcePair().challenge, callbackUrl()));
    const response = await fetch(`${stackInfo().cognitoEndpoint}/oauth2/authorize?${query}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('name="password"');
  });

  it('draws a Turkish local sign-in page that lists the confirmed local accounts', async () => {
    const user = await createUser('listed');
    const query = new URLSearchParams(authorizeFields(pkcePair().challenge, callbackUrl()));
    const page = await (await fetch(`${stackInfo().cognitoEndpoint}/oauth2/authorize?${query}`)).text();
    expect(page).toContain('<html lang="tr">');
    expect(page).toContain('Yerel giriş');
    expect(page).toContain(`data-email="${user.email}"`);
  });

  it('answers a wrong password on the page, in Turkish, without a code', async () => {
    const user = await createUser('wrong-hosted');
    const login = await fetch(`${stackInfo().cognitoEndpoint}/oauth2/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        ...authorizeFields(pkcePair().challenge, callbackUrl()),
        username: user.email,
        password: 'not-the-password',
      }),
    });
    expect(login.status).toBe(200);
    const page = await login.text();
    expect(page).toContain('E-posta veya şifre hatalı.');
    expect(page).toContain(`value="${user.email}"`);
  });

  it('writes the carried request fields escaped, so a crafted state cannot inject markup', async () => {
    const fields = {
      ...authorizeFields(pkcePair().challenge, callbackUrl()),
      state: '"><script>alert(1)</script>',
    };
    const page = await (
      await fetch(`${stackInfo().cognitoEndpoint}/oauth2/authorize?${new URLSearchParams(fields)}`)
    ).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses a callback URL the app client does not list', async () => {
    const query = new URLSearchParams(
      authorizeFields(pkcePair().challenge, 'http://evil.example/googleAuth'),
    );
    const response = await fetch(`${stackInfo().cognitoEndpoint}/oauth2/authorize?${query}`);
    expect(response.status).toBe(400);
  });

  it('signs in through the form and trades the code with its PKCE verifier for tokens the API accepts', async () => {
    const user = await createUser('hosted');
    const { verifier, challenge } = pkcePair();
    const login = await fetch(`${stackInfo().cognitoEndpoint}/oauth2/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        ...authorizeFields(challenge, callbackUrl()),
        username: user.email,
        password: user.password,
      }),
    });
    expect(login.status).toBe(302);
    const redirect = new URL(login.headers.get('location') ?? '');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(callbackUrl());
    expect(redirect.searchParams.get('state')).toBe('google_signin');

    const tokenResponse = await fetch(`${stackInfo().cognitoEndpoint}/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: stackInfo().userPoolClientId,
        redirect_uri: callbackUrl(),
        code: redirect.searchParams.get('code') ?? '',
        code_verifier: verifier,
      }),
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as { access_token: string };
    const profile = await callEndpoint(endpoints.profile.getProfile, { token: tokens.access_token });
    expect(profile.status).toBe(200);
  });
});
