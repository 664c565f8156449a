/**
 * Invite codes and who invited whom: a code is a claim `INVITE#<code>` naming its owner, made together with the
 * owner's `inviteCode` (each at most once); `referredBy` is set on the invited user's profile once, only while the
 * profile is new and has hosted nothing, with the inviter's `referralsInvited` counter in the same transaction.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/table';
import { transactWithRetries } from '../platform/transactions';
import { activeAccount, refuseInactiveProfile } from '../profile/profiles-table';
import { profileKey } from '../profile/keys';
import { inviteCodeKey } from './keys';
import { countersUpdate } from './rewards-table';

export interface ReferralState {
  inviteCode?: string;
  referredBy?: string;
}

/** The user's invite code and who invited them, as the profile holds them; undefined without a profile. */
export async function referralStateOf(userId: string): Promise<ReferralState | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKey(userId),
      ProjectionExpression: 'userId, inviteCode, referredBy',
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return {
    ...(Item.inviteCode ? { inviteCode: String(Item.inviteCode) } : {}),
    ...(Item.referredBy ? { referredBy: String(Item.referredBy) } : {}),
  };
}

/** The name a user shows others, if they still have a profile. */
export async function displayNameOf(userId: string): Promise<string | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: profileKey(userId), ProjectionExpression: 'displayName' }),
  );
  return Item?.displayName as string | undefined;
}

/** `claimed`; `code-taken` (another user's code: draw again); `has-code`, `no-profile`: nothing written. */
export async function claimInviteCode(
  userId: string,
  code: string,
  at: string,
): Promise<'claimed' | 'code-taken' | 'has-code' | 'no-profile'> {
  const failure = await transactWithRetries({
    code: {
      Put: {
        TableName: tableName,
        Item: { ...inviteCodeKey(code), userId, code, createdAt: at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    profile: {
      Update: {
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET inviteCode = :code',
        ConditionExpression: `${activeAccount.condition} AND attribute_not_exists(inviteCode)`,
        ExpressionAttributeNames: activeAccount.names,
        ExpressionAttributeValues: { ':code': code },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  });
  if (!failure) return 'claimed';
  const seen = failure.itemSeenBy('profile');
  if (failure.conditionFailed('profile') && seen) refuseInactiveProfile(seen);
  if (failure.conditionFailed('code')) return 'code-taken';
  if (failure.conditionFailed('profile')) return seen ? 'has-code' : 'no-profile';
  throw new Error(`Invite code not claimed: ${failure.summary}`);
}

/** An account deletion's: the user's code stops naming them (only while it still does). */
export async function deleteInviteCodeClaim(code: string, userId: string): Promise<void> {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: inviteCodeKey(code),
        ConditionExpression: 'userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The owner of an invite code, if it is one. */
export async function inviterOf(code: string): Promise<string | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: inviteCodeKey(code), ConsistentRead: true }),
  );
  return Item?.userId as string | undefined;
}

export type ReferralOutcome = 'recorded' | 'already' | 'too-late' | 'no-profile';

/**
 * `referredBy` on the invited user's profile, once: only a profile created after `createdAfter` (ISO) that has
 * hosted nothing yet, so the next event it publishes is its first.
 */
export async function recordReferral(
  userId: string,
  inviterId: string,
  at: string,
  createdAfter: string,
): Promise<ReferralOutcome> {
  const failure = await transactWithRetries({
    profile: {
      Update: {
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET referredBy = :inviter, referredAt = :at',
        ConditionExpression: `${activeAccount.condition} AND attribute_not_exists(referredBy) AND createdAt > :createdAfter AND stats.eventsHosted = :zero`,
        ExpressionAttributeNames: activeAccount.names,
        ExpressionAttributeValues: {
          ':inviter': inviterId,
          ':at': at,
          ':createdAfter': createdAfter,
          ':zero': 0,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    inviter: countersUpdate(inviterId, { referralsInvited: 1 }),
  });
  if (!failure) return 'recorded';
  if (!failure.conditionFailed('profile')) throw new Error(`Referral not recorded: ${failure.summary}`);
  const seen = failure.itemSeenBy('profile');
  if (!seen) return 'no-profile';
  refuseInactiveProfile(seen);
  return seen.referredBy ? 'already' : 'too-late';
}
