/**
 * The user pool, for the features that reach it: the attributes a user signed up with, the user's deletion, a
 * ban's closing of the account (and its reopening, should the ban be reversed), and whether a moderator has a
 * colleague.
 */
import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  ListUsersInGroupCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { moderatorGroup } from '../contracts/endpoint';
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

/**
 * A ban: the user may not sign in again, and every refresh token they hold stops working, so each signed-in device
 * is out once its access token expires (15 minutes; their writes are refused from the ban on). The user is found
 * by their `sub`: a Google user's pool name is not it. Idempotent; a user gone from the pool is no error.
 */
export async function disablePoolUser(userId: string): Promise<void> {
  const username = await poolUsernameOf(userId);
  if (!username) return;
  await unlessUserGone(
    cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: username })),
  );
  await unlessUserGone(
    cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username })),
  );
}

/** A ban reversed: the user may sign in again. Idempotent; a user gone from the pool is no error. */
export async function enablePoolUser(userId: string): Promise<void> {
  const username = await poolUsernameOf(userId);
  if (!username) return;
  await unlessUserGone(
    cognito.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: username })),
  );
}

async function poolUsernameOf(userId: string): Promise<string | undefined> {
  const { Users = [] } = await cognito.send(
    new ListUsersCommand({ UserPoolId: userPoolId, Filter: `sub = "${userId}"`, Limit: 1 }),
  );
  return Users[0]?.Username;
}

/** Pages of the moderators' group read at most: a team far larger than any moderation team. */
const moderatorPagesRead = 10;

/**
 * Whether the group holds an enabled moderator other than `userId`: an appeal goes to another moderator, unless
 * there is none (then the one who decided the sanction decides its appeal, rather than nobody).
 */
export async function anotherModeratorThan(userId: string): Promise<boolean> {
  let nextToken: string | undefined;
  for (let page = 0; page < moderatorPagesRead; page++) {
    const { Users = [], NextToken } = await cognito.send(
      new ListUsersInGroupCommand({
        UserPoolId: userPoolId,
        GroupName: moderatorGroup,
        NextToken: nextToken,
      }),
    );
    const other = Users.some(
      (user) =>
        user.Enabled !== false &&
        user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value !== userId,
    );
    if (other) return true;
    if (!NextToken) return false;
    nextToken = NextToken;
  }
  return true;
}
