/**
 * Amplify 6.21+ refreshes its session with GetTokensFromRefreshToken; the local Cognito answers it
 * like the real one, with tokens the API accepts.
 */
import {
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { stackInfo } from './support/stack-info';
import { cognitoClient, createUser } from './support/users';

async function refreshTokenOf(email: string, password: string): Promise<string> {
  const { AuthenticationResult } = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: stackInfo().userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return AuthenticationResult?.RefreshToken ?? '';
}

describe('token refresh with GetTokensFromRefreshToken', () => {
  it('answers a new access token that the API accepts', async () => {
    const user = await createUser('refresh');
    const refreshToken = await refreshTokenOf(user.email, user.password);

    const { AuthenticationResult } = await cognitoClient().send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: stackInfo().userPoolClientId,
        RefreshToken: refreshToken,
      }),
    );

    expect(AuthenticationResult).toEqual(
      expect.objectContaining({
        AccessToken: expect.any(String),
        IdToken: expect.any(String),
        ExpiresIn: expect.any(Number),
        TokenType: 'Bearer',
      }),
    );
    expect(AuthenticationResult?.AccessToken).not.toBe(user.accessToken);
    const profile = await callEndpoint(endpoints.profile.getProfile, {
      token: AuthenticationResult?.AccessToken,
    });
    expect(profile.status).toBe(200);
  });

  it('refuses a refresh token it never issued with NotAuthorizedException', async () => {
    await expect(
      cognitoClient().send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: stackInfo().userPoolClientId,
          RefreshToken: 'not-a-refresh-token',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});
