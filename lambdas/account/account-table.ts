/**
 * All table access of the account feature: finding every item of one user through the keys and indexes the
 * data model already has (never a Scan), and the writes that delete, anonymise or retain them. Each write is
 * conditional, so a repeated deletion changes nothing twice and a race with a host's decision is decided by
 * DynamoDB, not by what was read before.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { deletedUserName } from '../contracts/account';
import { eventKey, memberKey } from '../events/keys';
import {
  messageSortKeyPrefix,
  threadPartition,
  threadSummaryKey,
  threadSummarySortKeyPrefix,
} from '../messages/keys';
import { parseThreadSummaryRecord, type ThreadSummaryRecord } from '../messages/thread-records';
import { emailOfUserPrefix } from '../email/outbox';
import { pushDeviceSortKeyPrefix, pushEndpointOfUserPrefix, webPushOfUserPrefix } from '../web-push/keys';
import { userPartition, type ItemKey } from '../platform/keys';
import { rateCounterKey, timeToLiveAttribute } from '../platform/rate-limits';
import { documentClient, indexItems, partitionItems, tableName } from '../platform/table';
import { tableIndexes } from '../platform/table-schema';
import { pause, transactWithRetries } from '../platform/transactions';
import { profileKey, usernameClaimKey } from '../profile/keys';
import { deletionStartedAttribute } from '../profile/profiles-table';
import { requestKey } from '../requests/keys';
import { parseJoinRequestRecord, type JoinRequestRecord } from '../requests/request-record';
import { ledgerSortKeyPrefix, orderSortKeyPrefix } from '../tokens/keys';
import { orderRecordOf, type OrderRecord } from '../tokens/orders';
import { blockedByPrefix, filedReportPrefix, reportKey } from '../users/keys';
import { parseEventRecord, type EventRecord } from '../events/event-record';
import { cancelCountingMembers, cancelUpdateOf, type MemberRecord } from '../events/events-table';
import type { ReportRecord } from '../users/reports-table';

type Item = Record<string, unknown>;

export const keyOf = (item: { pk?: unknown; sk?: unknown }): ItemKey => ({
  pk: item.pk as string,
  sk: item.sk as string,
});

// ----- reads -----

/** Every item of the user's own partition: profile, ledger, idempotency claims, blocks made, thread summaries. */
export function userPartitionItems(userId: string): Promise<Item[]> {
  return partitionItems(userPartition(userId));
}

/** Every membership, hosted (drafts included) or joined (`byMember`). */
export async function membershipsOfUser(userId: string): Promise<MemberRecord[]> {
  return (await indexItems('byMember', userPartition(userId))) as unknown as MemberRecord[];
}

/** Every join request the user sent (`requestsByUser`). */
export async function requestsOfUser(userId: string): Promise<JoinRequestRecord[]> {
  return (await indexItems('requestsByUser', userPartition(userId))).map(parseJoinRequestRecord);
}

export async function threadSummariesOfUser(userId: string): Promise<ThreadSummaryRecord[]> {
  return (await partitionItems(userPartition(userId), threadSummarySortKeyPrefix)).map(
    parseThreadSummaryRecord,
  );
}

/** A thread's messages, oldest first. */
export function threadMessages(eventId: string, requesterId: string): Promise<Item[]> {
  return partitionItems(threadPartition(eventId, requesterId), messageSortKeyPrefix);
}

export function ledgerItems(userId: string): Promise<Item[]> {
  return partitionItems(userPartition(userId), ledgerSortKeyPrefix);
}

/** The user's devices subscribed to phone notifications. */
export function pushDevicesOf(userId: string): Promise<Item[]> {
  return partitionItems(userPartition(userId), pushDeviceSortKeyPrefix);
}

/** Every token order of the user, oldest first. */
export async function ordersOfUser(userId: string): Promise<OrderRecord[]> {
  return (await partitionItems(userPartition(userId), orderSortKeyPrefix)).map(orderRecordOf);
}

/**
 * Everything of the user's kept in other partitions (`userItemsElsewhere`): blocks of them, e-mails to them, reports
 * they filed, notifications about them, reviews of them. A finished deletion leaves none.
 */
export function itemsElsewhereOfUser(userId: string): Promise<Item[]> {
  return indexItems('userItemsElsewhere', userPartition(userId));
}

/** Keys of the blocks other users made of this user (`userItemsElsewhere`). */
export async function blocksOfUserByOthers(userId: string): Promise<ItemKey[]> {
  return (await indexItems('userItemsElsewhere', userPartition(userId), blockedByPrefix)).map(keyOf);
}

/** Keys of the product's e-mails to this user (`userItemsElsewhere`): unsent ones must not go out after a deletion. */
export async function emailsToUser(userId: string): Promise<ItemKey[]> {
  return (await indexItems('userItemsElsewhere', userPartition(userId), emailOfUserPrefix)).map(keyOf);
}

/**
 * Keys of the user's Web Push items outside their partition (`userItemsElsewhere`): their endpoints' owner items,
 * which would keep a browser theirs, and their phone notifications, which must not go out after a deletion. (Their
 * devices live in their own partition.)
 */
export async function webPushItemsOfUser(userId: string): Promise<ItemKey[]> {
  const found = await Promise.all(
    [pushEndpointOfUserPrefix, webPushOfUserPrefix].map((prefix) =>
      indexItems('userItemsElsewhere', userPartition(userId), prefix),
    ),
  );
  return found.flat().map(keyOf);
}

/** The reports this user filed (`userItemsElsewhere`), oldest first. */
export async function reportsFiledBy(userId: string): Promise<(ReportRecord & ItemKey)[]> {
  const found = await indexItems('userItemsElsewhere', userPartition(userId), filedReportPrefix);
  // The index holds the whole item; reading the table too would only repeat it.
  return found as unknown as (ReportRecord & ItemKey)[];
}

/** The reports other users filed about this user. */
export function reportsAbout(userId: string): Promise<Item[]> {
  return partitionItems(reportKey(userId, '', '').pk);
}

export function rateCounters(userId: string): Promise<Item[]> {
  return partitionItems(rateCounterKey(userId, '', 0).pk);
}

export function eventPartitionItems(eventId: string): Promise<Item[]> {
  return partitionItems(eventKey(eventId).pk);
}

/** Items by key (any number, 100 per BatchGetItem, what DynamoDB leaves unprocessed asked again). */
export async function itemsByKeys(keys: readonly ItemKey[]): Promise<Item[]> {
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let pending: ItemKey[] = keys.slice(start, start + 100);
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      const { Responses, UnprocessedKeys } = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }),
      );
      found.push(...(Responses?.[tableName] ?? []));
      pending = (UnprocessedKeys?.[tableName]?.Keys as ItemKey[] | undefined) ?? [];
      if (pending.length) await pause(50 * (attempt + 1));
    }
  }
  return found;
}

export async function eventsById(eventIds: readonly string[]): Promise<Map<string, EventRecord>> {
  const items = await itemsByKeys([...new Set(eventIds)].map(eventKey));
  return new Map(items.map(parseEventRecord).map((event) => [event.id, event]));
}

// ----- writes -----

/** Conditional writes that find the item already changed (a retry, or a race lost) are no error. */
async function unlessAlreadyChanged(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Deletes items, a few at a time; deleting an item that is gone is no error. */
export async function deleteItems(keys: readonly ItemKey[]): Promise<void> {
  const parallel = 10;
  for (let start = 0; start < keys.length; start += parallel) {
    await Promise.all(
      keys
        .slice(start, start + parallel)
        .map((key) => documentClient.send(new DeleteCommand({ TableName: tableName, Key: key }))),
    );
  }
}

/** The three snapshot fields every copy of a user's card carries, anonymised. */
const anonymous = { ':name': deletedUserName, ':none': null };

/**
 * Cancels a published event of the deleted host, as the host's own cancel does (state and listing keys, and the
 * participants' counts in the same transaction), and anonymises its host snapshot in the same write. The deleted
 * host's own counters go with their profile. The state condition decides a race with an accept: the accept's
 * transaction requires `published` too, so exactly one of them applies first.
 */
export async function cancelHostedEvent(event: EventRecord, now: Date): Promise<boolean> {
  const cancelled = await cancelCountingMembers(
    event,
    cancelUpdateOf(event, now.toISOString(), {
      set: ', host.#name = :name, host.username = :none, host.avatar = :none',
      names: { '#name': 'name' },
      values: anonymous,
    }),
    () => undefined,
    (current) => current?.state === 'published' && current.hostId === event.hostId,
  );
  return cancelled !== undefined;
}

/** The host snapshot of an event that stays as it is (over, or already cancelled). */
export function anonymiseEventHost(eventId: string, hostId: string): Promise<boolean> {
  return unlessAlreadyChanged(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: eventKey(eventId),
        UpdateExpression: 'SET host.#name = :name, host.username = :none, host.avatar = :none',
        ConditionExpression: 'hostId = :me',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ...anonymous, ':me': hostId },
      }),
    ),
  );
}

/**
 * A membership that stays (the event's counts stay right) without the member's card, and out of `byMember`:
 * the deleted user's events are no longer listed under their id. Leaving the index is what marks it done.
 */
export function anonymiseMembership(eventId: string, userId: string): Promise<boolean> {
  return unlessAlreadyChanged(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: memberKey(eventId, userId),
        // The contest's text is the user's own words; the mark itself stays with the event's host.
        UpdateExpression: `SET #name = :name, username = :none, avatar = :none REMOVE ${tableIndexes.byMember.partitionKey}, ${tableIndexes.byMember.sortKey}, contest`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: anonymous,
      }),
    ),
  );
}

/** An accepted request stays beside its membership, with the requester's card anonymised and out of `requestsByUser`. */
export function anonymiseAcceptedRequest(eventId: string, requesterId: string): Promise<boolean> {
  return unlessAlreadyChanged(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: requestKey(eventId, requesterId),
        // The message goes too: text its writer wrote outlives no account (the privacy page, "Hesap silme").
        UpdateExpression: `SET requester.#name = :name, requester.username = :none, requester.avatar = :none, message = :noText REMOVE ${tableIndexes.requestsByUser.partitionKey}, ${tableIndexes.requestsByUser.sortKey}`,
        ConditionExpression: '#status = :accepted',
        ExpressionAttributeNames: { '#name': 'name', '#status': 'status' },
        ExpressionAttributeValues: { ...anonymous, ':noText': '', ':accepted': 'accepted' },
      }),
    ),
  );
}

/**
 * Deletes a request that is still `status` (not accepted). A pending one leaves the host's count of pending
 * requests in the same transaction, so the counter and the requests cannot disagree; false when the request
 * has moved on meanwhile (the caller re-reads it).
 */
export async function withdrawRequest(request: JoinRequestRecord): Promise<boolean> {
  const remove = {
    Delete: {
      TableName: tableName,
      Key: requestKey(request.eventId, request.requesterId),
      ConditionExpression: '#status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': request.status },
    },
  };
  const pendingCount = {
    Update: {
      TableName: tableName,
      Key: eventKey(request.eventId),
      UpdateExpression: 'ADD pendingRequests :minusOne',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':minusOne': -1 },
    },
  };
  const failure = await transactWithRetries({
    request: remove,
    pendingCount: request.status === 'pending' ? pendingCount : undefined,
  });
  if (!failure) return true;
  if (failure.conditionFailed('request')) return false;
  throw new Error(`Request not withdrawn: ${failure.summary}`);
}

export async function getRequest(
  eventId: string,
  requesterId: string,
): Promise<JoinRequestRecord | undefined> {
  const [item] = await itemsByKeys([requestKey(eventId, requesterId)]);
  return item && parseJoinRequestRecord(item);
}

/** Kept after the deletion until `expiresAt` (epoch seconds): the table's time to live then removes it. */
export function retainUntil(key: ItemKey, expiresAt: number): Promise<boolean> {
  return unlessAlreadyChanged(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        // A retried deletion keeps the first date.
        UpdateExpression: 'SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#expiresAt': timeToLiveAttribute },
        ExpressionAttributeValues: { ':expiresAt': expiresAt },
      }),
    ),
  );
}

/** Only while the user still owns it: a name freed and claimed by someone else meanwhile is theirs. */
export function deleteUsernameClaim(username: string, userId: string): Promise<boolean> {
  return unlessAlreadyChanged(
    documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: usernameClaimKey(username),
        ConditionExpression: 'userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      }),
    ),
  );
}

/**
 * The deletion's first write: from here on no message reaches or leaves the user (messages-table.ts checks
 * it), so the thread sweep that follows cannot miss one. Kept until the profile goes, so a retry sees it too.
 */
export async function markDeletionStarted(userId: string, now: Date): Promise<void> {
  await unlessAlreadyChanged(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET #deletionStarted = if_not_exists(#deletionStarted, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#deletionStarted': deletionStartedAttribute },
        ExpressionAttributeValues: { ':at': now.toISOString() },
      }),
    ),
  );
}

export async function deleteProfile(userId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: profileKey(userId) }));
}

/** Both parties' summaries of a thread. */
export function threadSummaryKeys(thread: ThreadSummaryRecord, ownerId: string): ItemKey[] {
  return [
    threadSummaryKey(thread.other.userId, thread.eventId, thread.requesterId),
    threadSummaryKey(ownerId, thread.eventId, thread.requesterId),
  ];
}
