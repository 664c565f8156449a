/**
 * All table access for friendships. A friendship or a request is two items (`USER#<a>/FRIEND#<b>` and its
 * mirror) that only ever change together, in one transaction whose conditions pin the status each was read in:
 * - two requests crossing each other: both puts want `attribute_not_exists`, one commits, the other is re-read
 *   as an incoming request and accepted, so the pair ends as one friendship, never two requests;
 * - `stats.friendsCount` of both profiles moves in the transaction that makes or ends a friendship, so it counts
 *   the friend items exactly, however accepts and removals race;
 * - a block either way refuses a request or an accept (`notBlockedCheck` both ways), and the block's own
 *   transaction ends whatever stands between the two (`endingParts`).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FriendshipStatus, StoredFriendshipStatus } from '../contracts/friends';
import { documentClient, partitionItems, tableName } from '../platform/table';
import { userPartition } from '../platform/keys';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { activeProfileCheck, friendsCountUpdate, refuseInactiveCaller } from '../profile/profiles-table';
import { notBlockedCheck } from '../users/blocks-table';
import { parseFriendRecord, type FriendRecord, type FriendSnapshot } from './friend-record';
import { countDelta, mirrored, type FriendTransition } from './friendship';
import { friendKey, friendSortKeyPrefix } from './keys';

/** How `ownerId` sees `otherId`, read consistently (the status a transition's conditions then pin). */
export async function friendshipOf(ownerId: string, otherId: string): Promise<FriendRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: friendKey(ownerId, otherId), ConsistentRead: true }),
  );
  return Item && parseFriendRecord(Item);
}

export const statusOfRecord = (record: FriendRecord | undefined): FriendshipStatus =>
  record?.status ?? 'none';

function friendPut(
  ownerId: string,
  other: FriendSnapshot,
  status: StoredFriendshipStatus,
  at: string,
): TransactionItem {
  const record: FriendRecord = { ...other, status, requestedAt: at, since: null };
  return {
    Put: {
      TableName: tableName,
      Item: { ...friendKey(ownerId, other.userId), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const statusCondition = () =>
  ({
    ConditionExpression: '#status = :seen',
    ExpressionAttributeNames: { '#status': 'status' },
  }) as const;

function friendAccept(ownerId: string, otherId: string, from: 'incoming' | 'outgoing', at: string) {
  const { ConditionExpression, ExpressionAttributeNames } = statusCondition();
  return {
    Update: {
      TableName: tableName,
      Key: friendKey(ownerId, otherId),
      UpdateExpression: 'SET #status = :friends, since = :at',
      ConditionExpression,
      ExpressionAttributeNames,
      ExpressionAttributeValues: { ':seen': from, ':friends': 'friends', ':at': at },
    },
  } satisfies TransactionItem;
}

function friendDelete(ownerId: string, otherId: string, seen: StoredFriendshipStatus): TransactionItem {
  return {
    Delete: {
      TableName: tableName,
      Key: friendKey(ownerId, otherId),
      ...statusCondition(),
      ExpressionAttributeValues: { ':seen': seen },
    },
  };
}

function friendAbsent(ownerId: string, otherId: string): TransactionItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: friendKey(ownerId, otherId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * What ends whatever stands between `ownerId` and `otherId`, as `seen` from the owner: both items removed under
 * that status (and both counts - 1 for a friendship), or, with nothing there, both items checked absent so a
 * request landing meanwhile cancels the transaction instead of surviving it. The block composes these, its caller
 * being the owner, whose account must be active (in the count's update, or a check); the deletion's sweep
 * (`ownerLeaving`) does not.
 */
export function endingParts(
  ownerId: string,
  otherId: string,
  seen: FriendshipStatus,
  ownerLeaving = false,
): TransactionItem[] {
  const ownerActive = ownerLeaving ? [] : [activeProfileCheck(ownerId)];
  if (seen === 'none')
    return [friendAbsent(ownerId, otherId), friendAbsent(otherId, ownerId), ...ownerActive];
  const parts = [friendDelete(ownerId, otherId, seen), friendDelete(otherId, ownerId, mirrored(seen))];
  if (seen !== 'friends') return [...parts, ...ownerActive];
  return [...parts, friendsCountUpdate(ownerId, -1, !ownerLeaving), friendsCountUpdate(otherId, -1, false)];
}

/**
 * `changed`: one of the two items was no longer as read (re-read and decide again); `blocked-by-me` / `blocked`:
 * a block stands; `unavailable`: the other's profile is gone or in a deletion (the caller's is refused).
 */
export type FriendWriteOutcome = 'done' | 'changed' | 'blocked-by-me' | 'blocked' | 'unavailable';

/** Writes the transition between the caller `me` and `other`, both items and both counts in one transaction. */
export async function writeTransition(
  me: FriendSnapshot,
  other: FriendSnapshot,
  transition: FriendTransition,
  at: string,
): Promise<FriendWriteOutcome> {
  const opening = transition.kind === 'request' || transition.kind === 'accept';
  const delta = countDelta(transition);
  let pair: TransactionItem[];
  if (transition.kind === 'request') {
    pair = [friendPut(me.userId, other, 'outgoing', at), friendPut(other.userId, me, 'incoming', at)];
  } else if (transition.kind === 'accept') {
    pair = [
      friendAccept(me.userId, other.userId, 'incoming', at),
      friendAccept(other.userId, me.userId, 'outgoing', at),
    ];
  } else if (transition.kind === 'withdraw' || transition.kind === 'unfriend') {
    const seen = transition.kind === 'unfriend' ? 'friends' : transition.from;
    pair = [
      friendDelete(me.userId, other.userId, seen),
      friendDelete(other.userId, me.userId, mirrored(seen)),
    ];
  } else {
    return 'done';
  }
  const failure = await transactWithRetries({
    pair,
    notBlockedByMe: opening ? notBlockedCheck(me.userId, other.userId) : undefined,
    notBlockedByThem: opening ? notBlockedCheck(other.userId, me.userId) : undefined,
    // a count update carries the profile's condition; without one, a check does. Any change needs the caller's
    // account active, only an opening one the other's too.
    caller: delta !== 0 ? friendsCountUpdate(me.userId, delta, true) : activeProfileCheck(me.userId),
    other:
      delta !== 0
        ? friendsCountUpdate(other.userId, delta, opening)
        : opening
          ? activeProfileCheck(other.userId)
          : undefined,
  });
  if (!failure) return 'done';
  refuseInactiveCaller(failure, 'caller');
  if (failure.conditionFailed('pair')) return 'changed';
  if (failure.conditionFailed('notBlockedByMe')) return 'blocked-by-me';
  if (failure.conditionFailed('notBlockedByThem')) return 'blocked';
  if (failure.conditionFailed('other')) return 'unavailable';
  throw new Error(`Friendship not written: ${failure.summary}`);
}

/** One page of the owner's friend items in key order, after the user id `afterUserId` when given. */
export async function friendsPage(
  ownerId: string,
  limit: number,
  afterUserId?: string,
): Promise<{ items: FriendRecord[]; more: boolean }> {
  const { Items = [], LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      // '$' sorts right after '#': the end of the FRIEND# range; \u0000 starts just after the cursor's own key.
      KeyConditionExpression: afterUserId
        ? 'pk = :pk AND sk BETWEEN :after AND :end'
        : 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': userPartition(ownerId),
        ...(afterUserId
          ? { ':after': `${friendKey(ownerId, afterUserId).sk}\u0000`, ':end': 'FRIEND$' }
          : { ':prefix': friendSortKeyPrefix }),
      },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return { items: Items.map(parseFriendRecord), more: LastEvaluatedKey !== undefined };
}

/**
 * The owner's friends (not requests) among the first `readLimit` friend items in key order: one query, a bounded
 * read whatever the list holds (the strip's budget, docs/data-model.md).
 */
export async function someFriendsOf(ownerId: string, readLimit: number): Promise<FriendRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#status = :friends',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': userPartition(ownerId),
        ':prefix': friendSortKeyPrefix,
        ':friends': 'friends',
      },
      Limit: readLimit,
    }),
  );
  return Items.map(parseFriendRecord);
}

/** Every friend item of the user (data export, account deletion): bounded by the people one user knows. */
export async function allFriendsOf(userId: string): Promise<FriendRecord[]> {
  return (await partitionItems(userPartition(userId), friendSortKeyPrefix)).map(parseFriendRecord);
}

/**
 * Ends every friendship and request of a user whose account is being deleted: both items each time, and the
 * other side's count. A status that moved meanwhile is read again; no new one can start (the profile is marked).
 */
export async function endEveryFriendship(userId: string): Promise<void> {
  for (const found of await allFriendsOf(userId)) {
    let seen: FriendRecord | undefined = found;
    for (let attempt = 0; seen && attempt < 5; attempt++) {
      const failure = await transactWithRetries({
        ending: endingParts(userId, seen.userId, seen.status, true),
      });
      if (!failure) break;
      seen = await friendshipOf(userId, seen.userId);
    }
  }
}
