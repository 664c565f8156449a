/**
 * Amplify's `signOut({ global: true })` calls GlobalSignOut; the local Cognito answers it like the real one:
 * every refresh token the user holds stops working, on every device.
 */
import {
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { stackInfo } from './support/stack-info';
import { cognitoClient, createUser, type TestUser } from './support/users';

async function signInOnADevice(user: TestUser): Promise<{ accessToken: string; refreshToken: string }> {
  const { AuthenticationResult } = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: stackInfo().userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  return {
    accessToken: AuthenticationResult?.AccessToken ?? '',
    refreshToken: AuthenticationResult?.RefreshToken ?? '',
  };
}

const refresh = (refreshToken: string) =>
  cognitoClient().send(
    new GetTokensFromRefreshTokenCommand({
      ClientId: stackInfo().userPoolClientId,
      RefreshToken: refreshToken,
    }),
  );

const refreshWithInitiateAuth = (refreshToken: string) =>
  cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: stackInfo().userPoolClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

describe('GlobalSignOut', () => {
  it('revokes the refresh tokens of every device of the user', async () => {
    const user = await createUser('global-sign-out');
    const [phone, laptop] = [await signInOnADevice(user), await signInOnADevice(user)];
    await expect(refresh(laptop.refreshToken)).resolves.toBeDefined();

    await cognitoClient().send(new GlobalSignOutCommand({ AccessToken: phone.accessToken }));

    for (const device of [phone, laptop]) {
      await expect(refresh(device.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
      await expect(refreshWithInitiateAuth(device.refreshToken)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
    }
  });

  it('leaves other users signed in', async () => {
    const [leaving, staying] = await Promise.all([createUser('signs-out'), createUser('stays')]);
    const stayingDevice = await signInOnADevice(staying);

    await cognitoClient().send(
      new GlobalSignOutCommand({ AccessToken: (await signInOnADevice(leaving)).accessToken }),
    );

    await expect(refresh(stayingDevice.refreshToken)).resolves.toBeDefined();
  });

  it('refuses an access token it did not sign with NotAuthorizedException', async () => {
    const user = await createUser('forged-sign-out');
    const [header, payload] = user.accessToken.split('.');

    await expect(
      cognitoClient().send(new GlobalSignOutCommand({ AccessToken: `${header}.${payload}.c2lnbmF0dXJl` })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});
