/** User-pool reads: the sign-up attributes a new profile starts from. */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { SignUpAttributes } from './profile';
import { requiredEnv } from '../platform/env';
import { HttpError } from '../platform/errors';

const userPoolId = requiredEnv('USER_POOL_ID');
const cognito = new CognitoIdentityProviderClient({});

export async function signUpAttributes(cognitoUsername: string): Promise<SignUpAttributes> {
  const { UserAttributes = [] } = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: cognitoUsername }))
    .catch((error: unknown) => {
      // A deleted account's access token stays valid until it expires (15 minutes): it gets a 401, never a
      // new profile and never a 500.
      if (error instanceof UserNotFoundException) {
        throw new HttpError(401, 'Bu hesap artık yok. Lütfen yeniden giriş yap.', 'ACCOUNT_DELETED');
      }
      throw error;
    });
  const attribute = (name: string) => UserAttributes.find((candidate) => candidate.Name === name)?.Value;
  return {
    email: attribute('email') ?? '',
    givenName: attribute('given_name'),
    familyName: attribute('family_name'),
  };
}
