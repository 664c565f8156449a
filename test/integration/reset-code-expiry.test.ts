/**
 * Password-reset codes expire like Cognito's (one hour there; this stack runs with a few seconds, see
 * global-setup): an expired code changes nothing, a newly requested one works.
 */
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { waitForMessage } from './support/outbox';
import { stackInfo } from './support/stack-info';
import { cognitoClient, createUser, signIn, type TestUser } from './support/users';

const newPassword = 'YeniSifre456!';

/** Asks for a reset code and answers it from the outbox (message 1 is createUser's sign-up e-mail). */
async function requestResetCode(user: TestUser, messageNumber: number): Promise<string> {
  await cognitoClient().send(
    new ForgotPasswordCommand({ ClientId: stackInfo().userPoolClientId, Username: user.email }),
  );
  return (await waitForMessage(user.email, messageNumber)).code ?? '';
}

function confirmReset(user: TestUser, code: string): Promise<unknown> {
  return cognitoClient().send(
    new ConfirmForgotPasswordCommand({
      ClientId: stackInfo().userPoolClientId,
      Username: user.email,
      ConfirmationCode: code,
      Password: newPassword,
    }),
  );
}

async function waitUntilCodesExpire(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, (stackInfo().codeTtlSeconds + 1) * 1000));
}

const timeoutMs = 30_000;

describe('password-reset code lifetime', () => {
  it(
    'refuses an expired code with ExpiredCodeException and keeps the old password',
    async () => {
      const user = await createUser('expired');
      const code = await requestResetCode(user, 2);
      await waitUntilCodesExpire();

      await expect(confirmReset(user, code)).rejects.toMatchObject({
        name: 'ExpiredCodeException',
        message: 'Invalid code provided, please request a code again.',
      });
      await expect(signIn(user.email, user.password)).resolves.toEqual(expect.any(String));
      await expect(signIn(user.email, newPassword)).rejects.toMatchObject({ name: expect.any(String) });
    },
    timeoutMs,
  );

  it(
    'resets the password with a code requested after the previous one expired',
    async () => {
      const user = await createUser('renewed');
      await requestResetCode(user, 2);
      await waitUntilCodesExpire();
      const freshCode = await requestResetCode(user, 3);

      await confirmReset(user, freshCode);
      await expect(signIn(user.email, newPassword)).resolves.toEqual(expect.any(String));
    },
    timeoutMs,
  );
});
