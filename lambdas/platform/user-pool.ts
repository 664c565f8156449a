/** The user pool, for the features that reach it: the attributes a user signed up with, and the user's deletion. */
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { requiredEnv } from './env';

const userPoolId = requiredEnv('USER_POOL_ID');
const cognito = new CognitoIdentityProviderClient({});

export interface SignUpAttributes {
  email: string;
  givenName?: string;
  familyName?: string;
}

/** A user gone from the pool is an answer here (undefined), not an error. */
async function unlessUserGone<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}

/**
 * Undefined once the user is gone from the pool: a deleted account's access token stays valid until it
 * expires (15 minutes), so callers decide what such a token gets.
 */
export async function signUpAttributesOf(cognitoUsername: string): Promise<SignUpAttributes | undefined> {
  const user = await unlessUserGone(
    cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: cognitoUsername })),
  );
  if (!user) return undefined;
  const attribute = (name: string) =>
    user.UserAttributes?.find((candidate) => candidate.Name === name)?.Value;
  return {
    email: attribute('email') ?? '',
    givenName: attribute('given_name'),
    familyName: attribute('family_name'),
  };
}

/** Idempotent: a user already deleted is no error. */
export async function deletePoolUser(cognitoUsername: string): Promise<void> {
  await unlessUserGone(
    cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: cognitoUsername })),
  );
}
