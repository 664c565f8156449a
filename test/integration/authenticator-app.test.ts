/**
 * An authenticator app as a second factor, through the calls Amplify makes: `setUpTOTP` (AssociateSoftwareToken),
 * `verifyTOTPSetup` (VerifySoftwareToken), `updateMFAPreference` (SetUserMFAPreference), then `signIn` meets the
 * SOFTWARE_TOKEN_MFA challenge and `confirmSignIn` answers it (RespondToAuthChallenge). Codes come from
 * test/totp-code.ts, as a phone's app would make them.
 */
import {
  AssociateSoftwareTokenCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { totpCode } from '../totp-code';
import { stackInfo } from './support/stack-info';
import { cognitoClient, createUser, signIn, type TestUser } from './support/users';

async function turnOnAuthenticatorApp(user: TestUser): Promise<string> {
  const { SecretCode } = await cognitoClient().send(
    new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }),
  );
  const secret = SecretCode ?? '';
  const { Status } = await cognitoClient().send(
    new VerifySoftwareTokenCommand({
      AccessToken: user.accessToken,
      UserCode: totpCode(secret),
      FriendlyDeviceName: 'Squad',
    }),
  );
  expect(Status).toBe('SUCCESS');
  await cognitoClient().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: user.accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return secret;
}

const startSignIn = (user: TestUser) =>
  cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: stackInfo().userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );

const answerWithCode = (user: TestUser, session: string | undefined, code: string) =>
  cognitoClient().send(
    new RespondToAuthChallengeCommand({
      ClientId: stackInfo().userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );

it('once turned on, makes sign-in ask for the app code, and the code completes it', async () => {
  const user = await createUser('totp');
  const secret = await turnOnAuthenticatorApp(user);

  const challenge = await startSignIn(user);
  expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  expect(challenge.AuthenticationResult).toBeUndefined();
  const { AuthenticationResult } = await answerWithCode(user, challenge.Session, totpCode(secret));
  expect(AuthenticationResult?.AccessToken).toEqual(expect.any(String));
});

it("is the preferred second factor the user reads back (what Amplify's fetchMFAPreference shows)", async () => {
  const user = await createUser('totppref');
  await turnOnAuthenticatorApp(user);
  const answer = await cognitoClient().send(new GetUserCommand({ AccessToken: user.accessToken }));
  expect(answer).toMatchObject({
    PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
  });
});

it('refuses a wrong code at set-up with EnableSoftwareTokenMFAException, as Cognito does, and stays off', async () => {
  const user = await createUser('totpsetup');
  const { SecretCode } = await cognitoClient().send(
    new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }),
  );
  const right = totpCode(SecretCode ?? '');
  await expect(
    cognitoClient().send(
      new VerifySoftwareTokenCommand({
        AccessToken: user.accessToken,
        UserCode: right === '000000' ? '111111' : '000000',
      }),
    ),
  ).rejects.toMatchObject({ name: 'EnableSoftwareTokenMFAException', message: 'Code mismatch' });
  await expect(signIn(user.email, user.password)).resolves.toEqual(expect.any(String));
});

it('refuses a wrong code with CodeMismatchException, and the right one still completes the same sign-in', async () => {
  const user = await createUser('totpwrong');
  const secret = await turnOnAuthenticatorApp(user);
  const { Session } = await startSignIn(user);
  const right = totpCode(secret);
  await expect(answerWithCode(user, Session, right === '000000' ? '111111' : '000000')).rejects.toMatchObject(
    {
      name: 'CodeMismatchException',
    },
  );
  await expect(answerWithCode(user, Session, right)).resolves.toMatchObject({
    AuthenticationResult: expect.objectContaining({ AccessToken: expect.any(String) }),
  });
});

it('refuses a code with a made-up session: a code alone, without the password, signs nobody in', async () => {
  const user = await createUser('totpsession');
  const secret = await turnOnAuthenticatorApp(user);
  await expect(answerWithCode(user, 'made-up-session', totpCode(secret))).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });
});

it("refuses a code with another user's session", async () => {
  const user = await createUser('totpmine');
  const secret = await turnOnAuthenticatorApp(user);
  const other = await createUser('totpother');
  await turnOnAuthenticatorApp(other);
  const { Session: othersSession } = await startSignIn(other);
  await expect(answerWithCode(user, othersSession, totpCode(secret))).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });
});

it('signs in once per session: the session of a completed sign-in is spent', async () => {
  const user = await createUser('totponce');
  const secret = await turnOnAuthenticatorApp(user);
  const { Session } = await startSignIn(user);
  await answerWithCode(user, Session, totpCode(secret));
  await expect(answerWithCode(user, Session, totpCode(secret))).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });
});

it('gives a refresh token that works, so the session lasts past the first access token', async () => {
  const user = await createUser('totprefresh');
  const secret = await turnOnAuthenticatorApp(user);
  const { Session } = await startSignIn(user);
  const { AuthenticationResult } = await answerWithCode(user, Session, totpCode(secret));
  await expect(
    cognitoClient().send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: stackInfo().userPoolClientId,
        RefreshToken: AuthenticationResult?.RefreshToken,
      }),
    ),
  ).resolves.toMatchObject({
    AuthenticationResult: expect.objectContaining({ AccessToken: expect.any(String) }),
  });
});

it("refuses to set up an app for an access token whose signature is not Cognito's", async () => {
  const user = await createUser('totpforged');
  const [header, payload] = user.accessToken.split('.');
  await expect(
    cognitoClient().send(new AssociateSoftwareTokenCommand({ AccessToken: `${header}.${payload}.forged` })),
  ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
});

it('once turned off, signs in with the password alone again', async () => {
  const user = await createUser('totpoff');
  await turnOnAuthenticatorApp(user);
  await cognitoClient().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: user.accessToken,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    }),
  );
  await expect(signIn(user.email, user.password)).resolves.toEqual(expect.any(String));
});
