/** The user-pool side of an account deletion: the e-mail a user without a profile confirms with, and the user. */
import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { requiredEnv } from '../platform/env';
import { signUpAttributesOf } from '../platform/user-pool';

const userPoolId = requiredEnv('USER_POOL_ID');
const cognito = new CognitoIdentityProviderClient({});

/** Undefined once the user is gone from the pool. */
export async function poolEmailOf(cognitoUsername: string): Promise<string | undefined> {
  return (await signUpAttributesOf(cognitoUsername))?.email;
}

/** Idempotent: a user already deleted is no error. */
export async function deletePoolUser(cognitoUsername: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: cognitoUsername }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
