/** User-pool reads: the sign-up attributes a new profile starts from. */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { SignUpAttributes } from './profile';
import { requiredEnv } from '../platform/env';

const userPoolId = requiredEnv('USER_POOL_ID');
const cognito = new CognitoIdentityProviderClient({});

export async function signUpAttributes(cognitoUsername: string): Promise<SignUpAttributes> {
  const { UserAttributes = [] } = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: cognitoUsername }),
  );
  const attribute = (name: string) => UserAttributes.find((candidate) => candidate.Name === name)?.Value;
  return {
    email: attribute('email') ?? '',
    givenName: attribute('given_name'),
    familyName: attribute('family_name'),
  };
}
