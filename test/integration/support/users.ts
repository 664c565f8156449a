/** Real users in cognito-local: sign up, confirm and sign in with USER_PASSWORD_AUTH over its API. */
import { randomUUID } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { stackInfo } from './stack-info';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
}

let client: CognitoIdentityProviderClient | undefined;

export function cognitoClient(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({
    endpoint: stackInfo().cognitoEndpoint,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return client;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.squad.local`;
}

export async function signUp(email: string, password: string): Promise<string> {
  const { UserSub } = await cognitoClient().send(
    new SignUpCommand({
      ClientId: stackInfo().userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  if (!UserSub) throw new Error(`sign-up of ${email} answered no sub`);
  return UserSub;
}

export async function signIn(email: string, password: string): Promise<string> {
  const { AuthenticationResult } = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: stackInfo().userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error(`sign-in of ${email} answered no access token`);
  return AuthenticationResult.AccessToken;
}

/** A confirmed user with a fresh access token; the profile is not created until GET /private/profile. */
export async function createUser(label = 'user'): Promise<TestUser> {
  const email = uniqueEmail(label);
  const password = 'Sifre123!';
  const userId = await signUp(email, password);
  await cognitoClient().send(
    new AdminConfirmSignUpCommand({ UserPoolId: stackInfo().userPoolId, Username: email }),
  );
  return { email, password, userId, accessToken: await signIn(email, password) };
}
