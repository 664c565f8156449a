/**
 * The cloud pool keeps preventUserExistenceErrors off, so Cognito tells an unknown e-mail apart from a
 * wrong password; the local Cognito answers both the way Cognito does, so the SPA shows the right message.
 */
import { ChangePasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { stackInfo } from './support/stack-info';
import { cognitoClient, createUser, signIn, uniqueEmail } from './support/users';

describe('an e-mail with no user', () => {
  it('answers UserNotFoundException when signing in with USER_PASSWORD_AUTH', async () => {
    await expect(signIn(uniqueEmail('nobody'), 'Sifre123!')).rejects.toMatchObject({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  it('answers UserNotFoundException when asking for a password-reset code', async () => {
    await expect(
      cognitoClient().send(
        new ForgotPasswordCommand({
          ClientId: stackInfo().userPoolClientId,
          Username: uniqueEmail('nobody'),
        }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });
});

describe('a wrong password', () => {
  it('answers NotAuthorizedException, as Cognito does', async () => {
    const user = await createUser('wrongpassword');
    await expect(signIn(user.email, `${user.password}-wrong`)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('answers NotAuthorizedException as the current password of a change, and the password stays', async () => {
    const user = await createUser('wrongcurrent');
    await expect(
      cognitoClient().send(
        new ChangePasswordCommand({
          AccessToken: user.accessToken,
          PreviousPassword: `${user.password}-wrong`,
          ProposedPassword: 'Yeni-Sifre-2026',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    await expect(signIn(user.email, user.password)).resolves.toEqual(expect.any(String));
  });
});
