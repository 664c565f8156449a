/**
 * `npm run moderator -- add|remove <e-mail> [--cloud] [--user-pool-id <id>]`: grants or revokes the moderator
 * role, membership of the Cognito group `moderatorGroup`, on the running local stack or, with `--cloud`, on the
 * deployed user pool. The role travels in the access token's `cognito:groups`: a grant shows in the user's next
 * token, and a revoked moderator keeps the role until the token they hold expires.
 */
import './local/sdk-notices';
import { parseArgs } from 'node:util';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { moderatorGroup } from '../lambdas/contracts/endpoint';
import { localhostUrl, resolveDataDir, resolvePorts } from './local/config';
import { readState } from './local/state';
import { createCognitoClient } from './local/user-pool';

/** A failure the person at the terminal can act on: printed as it is, without a stack trace. */
export class ModeratorCommandError extends Error {
  override name = 'ModeratorCommandError';
}

export type RoleChange = 'add' | 'remove';

/** What a change did to one account: nothing when the account already was as asked. */
export type RoleOutcome = 'granted' | 'already-moderator' | 'revoked' | 'was-not-moderator';

/** An account of the pool: a person who signed up with a password and signed in with Google has two. */
export interface PoolAccount {
  username: string;
  /** CONFIRMED, UNCONFIRMED, EXTERNAL_PROVIDER (Google), ... */
  status: string;
}

/** Whether the text can stand inside ListUsers' quoted filter value as it is: an address, no quote, no backslash. */
function assertPlainEmail(email: string): void {
  if (!/^[^\s@"\\]+@[^\s@"\\]+$/.test(email)) {
    throw new ModeratorCommandError(`"${email}" is not an e-mail address.`);
  }
}

/** Every account of the pool whose `email` attribute is exactly `email`. */
export async function accountsWithEmail(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<PoolAccount[]> {
  assertPlainEmail(email);
  const accounts: PoolAccount[] = [];
  let paginationToken: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersCommand({
        UserPoolId: userPoolId,
        Filter: `email = "${email}"`,
        PaginationToken: paginationToken,
      }),
    );
    for (const user of page.Users ?? []) {
      if (user.Username) accounts.push({ username: user.Username, status: user.UserStatus ?? 'UNKNOWN' });
    }
    paginationToken = page.PaginationToken;
  } while (paginationToken);
  return accounts;
}

/** Whether the account is in the moderators' group now (its current token may still say otherwise). */
export async function isModeratorAccount(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  username: string,
): Promise<boolean> {
  let nextToken: string | undefined;
  do {
    const page = await cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username, NextToken: nextToken }),
    );
    if (page.Groups?.some((group) => group.GroupName === moderatorGroup)) return true;
    nextToken = page.NextToken;
  } while (nextToken);
  return false;
}

/** Adds the account to the moderators' group or removes it; a pool without the group is a stack not deployed yet. */
export async function changeModeratorRole(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  username: string,
  change: RoleChange,
): Promise<RoleOutcome> {
  const wasModerator = await isModeratorAccount(cognito, userPoolId, username);
  if (change === 'add' && wasModerator) return 'already-moderator';
  if (change === 'remove' && !wasModerator) return 'was-not-moderator';
  const target = { UserPoolId: userPoolId, Username: username, GroupName: moderatorGroup };
  try {
    await cognito.send(
      change === 'add' ? new AdminAddUserToGroupCommand(target) : new AdminRemoveUserFromGroupCommand(target),
    );
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') {
      throw new ModeratorCommandError(
        `The user pool ${userPoolId} has no group "${moderatorGroup}": deploy the stack (lib/auth.ts creates it) or restart the local stack.`,
      );
    }
    throw error;
  }
  return change === 'add' ? 'granted' : 'revoked';
}

/**
 * Grants the role to every account with the e-mail whose owner proved the address (an unconfirmed sign-up may be
 * anyone's), or revokes it from every account with it.
 */
export async function changeModeratorRoleByEmail(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  change: RoleChange,
): Promise<{ account: PoolAccount; outcome: RoleOutcome }[]> {
  const found = await accountsWithEmail(cognito, userPoolId, email);
  if (found.length === 0) {
    throw new ModeratorCommandError(
      `No account in the user pool ${userPoolId} has the e-mail ${email}. Check the address as the user signed up with it.`,
    );
  }
  const accounts = change === 'add' ? found.filter((account) => account.status !== 'UNCONFIRMED') : found;
  if (accounts.length === 0) {
    throw new ModeratorCommandError(
      `The account with the e-mail ${email} has not confirmed its address yet: only a confirmed account can be a moderator.`,
    );
  }
  const results = [];
  for (const account of accounts) {
    results.push({
      account,
      outcome: await changeModeratorRole(cognito, userPoolId, account.username, change),
    });
  }
  return results;
}

/** A user pool to change, and a name for it in the output. */
interface Target {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  description: string;
}

/** A network failure rather than an answer: the SDK's errors from a service carry the HTTP status. */
function isUnreachable(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === undefined;
}

/** The pool of the local stack that `npm start` runs with the same LOCAL_DATA_DIR and COGNITO_PORT. */
async function localTarget(): Promise<Target> {
  const dataDir = resolveDataDir();
  const endpoint = localhostUrl(resolvePorts().cognito);
  const { userPoolId } = await readState(dataDir);
  if (!userPoolId) {
    throw new ModeratorCommandError(
      `No local stack has run with the data folder ${dataDir} (its state.json names no user pool). Start it with \`npm start\`, or pass --cloud for the deployed pool.`,
    );
  }
  const cognito = createCognitoClient(endpoint);
  try {
    await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
  } catch (error) {
    cognito.destroy();
    if (isUnreachable(error)) {
      throw new ModeratorCommandError(
        `The local stack is not running: nothing answers at ${endpoint} (cognito-local). Start it with \`npm start\` and try again.`,
      );
    }
    if ((error as Error).name === 'ResourceNotFoundException') {
      throw new ModeratorCommandError(
        `cognito-local at ${endpoint} has no user pool ${userPoolId}, the one ${path.join(dataDir, 'state.json')} names: is that stack started with another LOCAL_DATA_DIR?`,
      );
    }
    throw error;
  }
  return { cognito, userPoolId, description: `local stack, user pool ${userPoolId}` };
}

/**
 * The deployed pool, with the credentials of the AWS profile; its region is the first part of its id. The stack
 * names no user pool in its outputs: the id is in the Cognito console or in the `Squad` stack's resources.
 */
function cloudTarget(userPoolId: string | undefined): Target {
  if (!userPoolId) {
    throw new ModeratorCommandError(
      'With --cloud, name the deployed user pool: --user-pool-id <id> or SQUAD_USER_POOL_ID. Its id: aws cloudformation describe-stack-resources --stack-name Squad --region eu-central-1 --query "StackResources[?ResourceType==\'AWS::Cognito::UserPool\'].PhysicalResourceId" --output text',
    );
  }
  const region = /^([a-z]{2}(?:-[a-z]+)+-\d+)_\w+$/.exec(userPoolId)?.[1];
  if (!region) {
    throw new ModeratorCommandError(
      `"${userPoolId}" is not a user pool id (<region>_<id>, e.g. eu-central-1_AbC123).`,
    );
  }
  return {
    cognito: new CognitoIdentityProviderClient({ region }),
    userPoolId,
    description: `deployed user pool ${userPoolId}`,
  };
}

const usage = `Usage: npm run moderator -- add|remove <e-mail> [--cloud [--user-pool-id <id>]]

  add      grant the moderator role (Cognito group "${moderatorGroup}")
  remove   revoke it
  --cloud  change the deployed user pool (AWS credentials of your profile) instead of the running local stack
  --user-pool-id <id>  the deployed pool's id (default: env SQUAD_USER_POOL_ID)`;

function parseCommand(args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        cloud: { type: 'boolean', default: false },
        'user-pool-id': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new ModeratorCommandError(`${(error as Error).message}\n\n${usage}`);
  }
  const { values, positionals } = parsed;
  const [change, email, ...rest] = positionals;
  if (values.help) return undefined;
  if ((change !== 'add' && change !== 'remove') || !email || rest.length > 0) {
    throw new ModeratorCommandError(usage);
  }
  if (values['user-pool-id'] && !values.cloud) {
    throw new ModeratorCommandError('--user-pool-id names a deployed pool: use it with --cloud.');
  }
  return {
    change: change as RoleChange,
    email: email.trim(),
    cloud: values.cloud,
    userPoolId: values['user-pool-id'] ?? process.env.SQUAD_USER_POOL_ID,
  };
}

const outcomeLines: Record<RoleOutcome, (email: string) => string> = {
  granted: (email) =>
    `${email} is now a moderator. Their next access token carries the role: at once after signing in again, else within 15 minutes (the next token refresh).`,
  'already-moderator': (email) => `${email} already is a moderator: nothing changed.`,
  revoked: (email) =>
    `${email} is no longer a moderator. An access token issued before keeps the role until it expires: at most 15 minutes, plus 60 s of the authorizer's cache.`,
  'was-not-moderator': (email) => `${email} was not a moderator: nothing changed.`,
};

async function main(args: string[]): Promise<void> {
  const command = parseCommand(args);
  if (!command) {
    console.log(usage);
    return;
  }
  const target = command.cloud ? cloudTarget(command.userPoolId) : await localTarget();
  try {
    const results = await changeModeratorRoleByEmail(
      target.cognito,
      target.userPoolId,
      command.email,
      command.change,
    );
    console.log(`[${target.description}]`);
    for (const { account, outcome } of results) {
      const who =
        results.length > 1
          ? `${command.email} (account ${account.username}, ${account.status})`
          : command.email;
      console.log(outcomeLines[outcome](who));
    }
  } finally {
    target.cognito.destroy();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(
      error instanceof ModeratorCommandError ? error.message : `moderator: ${error.name}: ${error.message}`,
    );
    process.exit(1);
  });
}
