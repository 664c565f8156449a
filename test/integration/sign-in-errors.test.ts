/**
 * The pool hides who has an account (the app client's PreventUserExistenceErrors is ENABLED): an unknown e-mail
 * answers as a wrong password does, and a reset for it answers as if a code went out. The local Cognito answers
 * the way Cognito does, so the SPA's messages reveal nothing either.
 */
import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { stackInfo } from './support/stack-info';
import { cognitoClient, createUser, signIn, signUp, uniqueEmail } from './support/users';

const askForResetCode = (email: string) =>
  cognitoClient().send(
    new ForgotPasswordCommand({ ClientId: stackInfo().userPoolClientId, Username: email }),
  );

describe('an e-mail with no user', () => {
  it('answers NotAuthorizedException, as a wrong password does, when signing in with USER_PASSWORD_AUTH', async () => {
    await expect(signIn(uniqueEmail('nobody'), 'Sifre123!')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('answers a request for a password-reset code as if it sent one, masked like a real delivery', async () => {
    const user = await createUser('known');
    const nobody = await askForResetCode(uniqueEmail('nobody'));
    const known = await askForResetCode(user.email);
    const masked = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@t***' };
    expect(nobody.CodeDeliveryDetails).toEqual(masked);
    expect(known.CodeDeliveryDetails).toEqual({ ...masked, Destination: 'k***@t***' });
  });

  it('answers CodeMismatchException to a reset code, as a wrong code for a real user does', async () => {
    await expect(
      cognitoClient().send(
        new ConfirmForgotPasswordCommand({
          ClientId: stackInfo().userPoolClientId,
          Username: uniqueEmail('nobody'),
          ConfirmationCode: '123456',
          Password: 'Yeni-Sifre1!',
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
  });
});

it('still answers UsernameExistsException to a sign-up with a registered e-mail, as Cognito does', async () => {
  const user = await createUser('taken');
  await expect(signUp(user.email, 'Baska-Sifre1!')).rejects.toMatchObject({
    name: 'UsernameExistsException',
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
