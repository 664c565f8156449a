/**
 * The cloud pool keeps preventUserExistenceErrors off, so Cognito tells an unknown e-mail apart from a
 * wrong password; the local Cognito does the same.
 */
import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { stackInfo } from './support/stack-info';
import { cognitoClient, signIn, uniqueEmail } from './support/users';

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
