/**
 * The user pool and app client in cognito-local, created on first start and reused afterwards
 * (their ids live in state.json). Both are updated on every start: the client so its callback URLs follow
 * the current web port, the pool so a pool created by an older checkout gets today's password policy and MFA,
 * and the moderators' group is created if the pool lacks it.
 */
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  type UpdateUserPoolClientCommandInput,
  type UpdateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { moderatorGroup } from '../../lambdas/contracts/endpoint';
import { passwordPolicy } from '../../lambdas/contracts/password';
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
    // as the cloud client (lib/auth.ts): an unknown e-mail answers like a wrong password
    PreventUserExistenceErrors: 'ENABLED',
  };
}

/** What CreateUserPool and UpdateUserPool both set (UpdateUserPool clears what it is not given). */
const poolSettings = {
  AutoVerifiedAttributes: ['email'],
  Policies: {
    PasswordPolicy: {
      MinimumLength: passwordPolicy.minLength,
      RequireLowercase: passwordPolicy.requireLowercase,
      RequireUppercase: passwordPolicy.requireUppercase,
      RequireNumbers: passwordPolicy.requireDigits,
      RequireSymbols: passwordPolicy.requireSymbols,
    },
  },
  MfaConfiguration: 'OPTIONAL',
} satisfies Omit<UpdateUserPoolCommandInput, 'UserPoolId'>;

/**
 * The group lib/auth.ts creates in the cloud pool. Created only when missing: cognito-local's CreateGroup
 * overwrites a group of the same name, members and all. Looked for in the list, because cognito-local's GetGroup
 * fails on a pool that has never had a group instead of answering that it is not found.
 */
export async function ensureModeratorGroup(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  const { Groups } = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  if (Groups?.some((group) => group.GroupName === moderatorGroup)) return;
  await cognito.send(
    new CreateGroupCommand({
      UserPoolId: userPoolId,
      GroupName: moderatorGroup,
      Description:
        'Moderatörler / moderators: they may call the moderator endpoints of the API, as in the cloud (lib/auth.ts)',
    }),
  );
}

export async function ensureUserPool(
  cognito: CognitoIdentityProviderClient,
  state: LocalState,
  webUrl: string,
): Promise<UserPoolIds> {
  const { userPoolId: knownPoolId, userPoolClientId: knownClientId } = state;
  let userPoolId = knownPoolId;
  if (
    userPoolId &&
    (await exists(() => cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }))))
  ) {
    await cognito.send(new UpdateUserPoolCommand({ UserPoolId: userPoolId, ...poolSettings }));
  } else {
    const { UserPool } = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: localNames.userPoolName,
        UsernameAttributes: ['email'],
        Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
        ...poolSettings,
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
  await ensureModeratorGroup(cognito, poolId);
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
