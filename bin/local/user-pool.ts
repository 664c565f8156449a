/**
 * The user pool and app client in cognito-local, created on first start and reused afterwards
 * (their ids live in state.json). The client is updated on every start so its callback URLs follow
 * the current web port.
 */
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  UpdateUserPoolClientCommand,
  type UpdateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { localNames } from './config';
import type { LocalState } from './state';

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export function createCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: localNames.region,
    credentials: localNames.credentials,
  });
}

async function exists(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return false;
    throw error;
  }
}

type ClientSettings = Omit<UpdateUserPoolClientCommandInput, 'UserPoolId' | 'ClientId'> & {
  ClientName: string;
};

function clientSettings(webUrl: string): ClientSettings {
  return {
    ClientName: localNames.userPoolClientName,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
    AllowedOAuthFlows: ['code'],
    AllowedOAuthFlowsUserPoolClient: true,
    AllowedOAuthScopes: ['email', 'openid', 'profile'],
    CallbackURLs: [`${webUrl}/googleAuth`],
    LogoutURLs: [`${webUrl}/`],
    SupportedIdentityProviders: ['COGNITO'],
  };
}

export async function ensureUserPool(
  cognito: CognitoIdentityProviderClient,
  state: LocalState,
  webUrl: string,
): Promise<UserPoolIds> {
  const { userPoolId: knownPoolId, userPoolClientId: knownClientId } = state;
  let userPoolId = knownPoolId;
  if (
    !userPoolId ||
    !(await exists(() => cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }))))
  ) {
    const { UserPool } = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: localNames.userPoolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: 6,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
        Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
      }),
    );
    if (!UserPool?.Id) throw new Error('cognito-local did not answer a user pool id');
    userPoolId = UserPool.Id;
  }
  const poolId = userPoolId;
  const settings = clientSettings(webUrl);
  const clientStillThere =
    knownClientId !== undefined &&
    poolId === knownPoolId &&
    (await exists(() =>
      cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: poolId, ClientId: knownClientId })),
    ));
  if (clientStillThere) {
    await cognito.send(
      new UpdateUserPoolClientCommand({ UserPoolId: poolId, ClientId: knownClientId, ...settings }),
    );
    return { userPoolId: poolId, userPoolClientId: knownClientId };
  }
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({ UserPoolId: poolId, GenerateSecret: false, ...settings }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local did not answer a client id');
  return { userPoolId: poolId, userPoolClientId: UserPoolClient.ClientId };
}
