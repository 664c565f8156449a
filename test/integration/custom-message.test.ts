/**
 * cognito-local calls the real CustomMessage trigger through the local Lambda invoke endpoint, and
 * the e-mail lands in the outbox with a working verification link (no e-mail address in it) or reset code.
 */
import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { waitForMessage } from './support/outbox';
import { stackInfo } from './support/stack-info';
import { cognitoClient, createUser, signIn, signUp, uniqueEmail } from './support/users';

describe('e-mails through the CustomMessage trigger', () => {
  it('writes a sign-up e-mail whose /verify link carries the user name (the sub, never the e-mail) and the code', async () => {
    const email = uniqueEmail('verify');
    const sub = await signUp(email, 'Sifre123!');
    const message = await waitForMessage(email, 1);

    expect(message.subject).not.toBe('');
    const link = new URL(message.link ?? '');
    expect(link.pathname).toBe('/verify');
    expect(link.searchParams.get('username')).toBe(sub);
    expect(message.link).not.toContain(encodeURIComponent(email));
    expect(message.html).not.toContain(email);
    expect(link.searchParams.get('code')).toMatch(/^\d{6}$/);
    expect(link.searchParams.get('code')).toBe(message.code);
  });

  it('fills the code into every place the trigger put the code placeholder', async () => {
    const email = uniqueEmail('placeholder');
    await signUp(email, 'Sifre123!');
    const message = await waitForMessage(email, 1);

    expect(message.html).not.toContain('{####}');
    expect(message.text).toContain(`code=${message.code}`);
  });

  it('writes a link whose user name and code confirm the sign-up, as the /verify page sends them', async () => {
    const email = uniqueEmail('confirm');
    await signUp(email, 'Sifre123!');
    const message = await waitForMessage(email, 1);
    const link = new URL(message.link ?? '');

    await cognitoClient().send(
      new ConfirmSignUpCommand({
        ClientId: stackInfo().userPoolClientId,
        Username: link.searchParams.get('username') ?? '',
        ConfirmationCode: link.searchParams.get('code') ?? '',
      }),
    );
    await expect(signIn(email, 'Sifre123!')).resolves.toEqual(expect.any(String));
  });

  it('writes a resent sign-up e-mail like the first, whose link confirms the sign-up', async () => {
    const email = uniqueEmail('resend');
    const sub = await signUp(email, 'Sifre123!');
    const first = await waitForMessage(email, 1);
    await cognitoClient().send(
      new ResendConfirmationCodeCommand({ ClientId: stackInfo().userPoolClientId, Username: email }),
    );
    const resent = await waitForMessage(email, 2);

    expect(resent.subject).toBe(first.subject);
    const link = new URL(resent.link ?? '');
    expect(link.pathname).toBe('/verify');
    expect(link.searchParams.get('username')).toBe(sub);
    expect(link.searchParams.get('code')).toBe(resent.code);
    await cognitoClient().send(
      new ConfirmSignUpCommand({
        ClientId: stackInfo().userPoolClientId,
        Username: sub,
        ConfirmationCode: link.searchParams.get('code') ?? '',
      }),
    );
    await expect(signIn(email, 'Sifre123!')).resolves.toEqual(expect.any(String));
  });

  it('writes a password-reset e-mail with a 6-digit code that resets the password', async () => {
    const user = await createUser('reset');
    await cognitoClient().send(
      new ForgotPasswordCommand({ ClientId: stackInfo().userPoolClientId, Username: user.email }),
    );
    // Message 1 is the sign-up e-mail createUser caused.
    const message = await waitForMessage(user.email, 2);

    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    expect(message.link).toBeUndefined();
    await cognitoClient().send(
      new ConfirmForgotPasswordCommand({
        ClientId: stackInfo().userPoolClientId,
        Username: user.email,
        ConfirmationCode: message.code,
        Password: 'YeniSifre456!',
      }),
    );
    await expect(signIn(user.email, 'YeniSifre456!')).resolves.toEqual(expect.any(String));
  });
});
