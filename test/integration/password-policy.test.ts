/**
 * The local pool is created with the password rule of lambdas/contracts/password.ts and, like Cognito, refuses a
 * password that breaks it wherever one is set, with Cognito's own InvalidPasswordException and message.
 */
import {
  AdminGetUserCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { passwordPolicy } from '../../lambdas/contracts/password';
import { stackInfo } from './support/stack-info';
import { cognitoClient, createUser, signIn, signUp, uniqueEmail } from './support/users';

const weakPasswords = [
  ['shorter than 8 characters', 'Ab1!xyz', 'Password not long enough'],
  ['without a digit', 'Abcdefg!', 'Password must have numeric characters'],
  ['without a lower-case letter', 'ABCDEFG1!', 'Password must have lowercase characters'],
  ['without an upper-case letter', 'abcdefg1!', 'Password must have uppercase characters'],
  ['without a symbol', 'Abcdefg12', 'Password must have symbol characters'],
] as const;

const refusal = (rule: string) => ({
  name: 'InvalidPasswordException',
  message: `Password did not conform with policy: ${rule}`,
});

it("is the contract's policy", async () => {
  const { UserPool } = await cognitoClient().send(
    new DescribeUserPoolCommand({ UserPoolId: stackInfo().userPoolId }),
  );
  expect(UserPool?.Policies?.PasswordPolicy).toMatchObject({
    MinimumLength: passwordPolicy.minLength,
    RequireNumbers: true,
    RequireLowercase: true,
    RequireUppercase: true,
    RequireSymbols: true,
  });
});

it.each(weakPasswords)(
  'refuses a sign-up with a password %s, creating no user',
  async (_case, password, rule) => {
    const email = uniqueEmail('weak');
    await expect(signUp(email, password)).rejects.toMatchObject(refusal(rule));
    await expect(
      cognitoClient().send(new AdminGetUserCommand({ UserPoolId: stackInfo().userPoolId, Username: email })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  },
);

it('accepts a sign-up with a password that meets every rule', async () => {
  await expect(signUp(uniqueEmail('strong'), 'Sifre123!')).resolves.toEqual(expect.any(String));
});

it.each(weakPasswords)(
  'refuses a new password %s at a reset, and the old one still signs in',
  async (_case, password, rule) => {
    const user = await createUser('weakreset');
    await expect(
      cognitoClient().send(
        new ConfirmForgotPasswordCommand({
          ClientId: stackInfo().userPoolClientId,
          Username: user.email,
          ConfirmationCode: '123456',
          Password: password,
        }),
      ),
    ).rejects.toMatchObject(refusal(rule));
    await expect(signIn(user.email, user.password)).resolves.toEqual(expect.any(String));
  },
);

it.each(weakPasswords)(
  'refuses a change to a password %s, and the old one still signs in',
  async (_case, password, rule) => {
    const user = await createUser('weakchange');
    await expect(
      cognitoClient().send(
        new ChangePasswordCommand({
          AccessToken: user.accessToken,
          PreviousPassword: user.password,
          ProposedPassword: password,
        }),
      ),
    ).rejects.toMatchObject(refusal(rule));
    await expect(signIn(user.email, user.password)).resolves.toEqual(expect.any(String));
  },
);
