/**
 * A verification link meets the local Cognito as it would meet the cloud one: a used link, a wrong code and an
 * unknown user each answer Cognito's own exception, which the verify page words in Turkish (an unknown user
 * answers as a wrong code does: the pool hides who has an account).
 */
import { ConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { stackInfo } from './support/stack-info';
import { cognitoClient, createUser, signUp, uniqueEmail } from './support/users';

function confirm(username: string, code: string) {
  return cognitoClient().send(
    new ConfirmSignUpCommand({
      ClientId: stackInfo().userPoolClientId,
      Username: username,
      ConfirmationCode: code,
    }),
  );
}

it('answers NotAuthorizedException for a user already confirmed (a link used twice)', async () => {
  const user = await createUser('verified');
  await expect(confirm(user.email, '123456')).rejects.toMatchObject({
    name: 'NotAuthorizedException',
    message: 'User cannot be confirmed. Current status is CONFIRMED',
  });
});

it('answers CodeMismatchException for a user nobody registered, as for a wrong code (the pool hides who exists)', async () => {
  await expect(confirm(uniqueEmail('nobody'), '123456')).rejects.toMatchObject({
    name: 'CodeMismatchException',
  });
});

it('answers CodeMismatchException for a wrong code of an unconfirmed user', async () => {
  const email = uniqueEmail('unconfirmed');
  await signUp(email, 'Sifre123!');
  await expect(confirm(email, 'not-the-code')).rejects.toMatchObject({ name: 'CodeMismatchException' });
});
