/** User-pool reads shared by features: the attributes a user signed up with. */
import {
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

/**
 * Undefined once the user is gone from the pool: a deleted account's access token stays valid until it
 * expires (15 minutes), so callers decide what such a token gets.
 */
export async function signUpAttributesOf(cognitoUsername: string): Promise<SignUpAttributes | undefined> {
  const user = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: cognitoUsername }))
    .catch((error: unknown) => {
      if (error instanceof UserNotFoundException) return undefined;
      throw error;
    });
  if (!user) return undefined;
  const attribute = (name: string) =>
    user.UserAttributes?.find((candidate) => candidate.Name === name)?.Value;
  return {
    email: attribute('email') ?? '',
    givenName: attribute('given_name'),
    familyName: attribute('family_name'),
  };
}
