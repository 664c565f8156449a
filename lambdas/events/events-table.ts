/**
 * All table access for events: the event item, its members, its view counters and the create request's
 * idempotency claim. Invariants are conditions on the writes (DESIGN.md section 3): a create spends exactly one
 * token in the same transaction that writes the event, its host membership and the ledger entry; a replayed
 * idempotency key never spends twice.
 */
import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ShareChannel } from '../contracts/events';
import { documentClient, newestInIndex, tableName } from '../platform/table';
import { indexAttributes, tableIndexes } from '../platform/table-schema';
import { pause, setAssignments, transactWithRetries, type TransactionItem } from '../platform/transactions';
import { creditTokens, spendTokens } from '../tokens/balance-table';
import {
  activeProfileCheck,
  callerActive,
  refuseInactiveCaller,
  statsUpdate,
  type StatCounts,
} from '../profile/profiles-table';
import type { LedgerReason } from '../tokens/ledger';
import { parseEventRecord, type EventHostRecord, type EventRecord } from './event-record';
import {
  eventKey,
  idempotencyKey,
  listingIndexAttributeNames,
  listingIndexAttributes,
  memberKey,
  memberPartition,
  memberSortKeyPrefix,
  startSortKey,
  viewsKey,
  viewsSortKeyPrefix,
} from './keys';
import type { Chunk, IndexedItem } from './listing';
import { calendarChanged } from './events';
import { sequenceIncrement, sequenceValues } from './sequence';

const tokenCost = 1;

export interface MemberRecord {
  eventId: string;
  userId: string;
  role: 'host' | 'participant';
  name: string;
  username: string | null;
  avatar: string | null;
  rating: number;
}

/** A membership (host or participant), listed under the member's `byMember` partition by event start. */
export function memberPut(event: EventRecord, member: MemberRecord): TransactionItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...memberKey(event.id, member.userId),
        ...member,
        ...indexAttributes(
          tableIndexes.byMember,
          memberPartition(member.userId),
          startSortKey(event.startsAt ?? event.createdAt, event.id),
        ),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A participant's membership ends (they left or were removed); the host's never does this way. */
export function memberDelete(eventId: string, userId: string): TransactionItem {
  return {
    Delete: {
      TableName: tableName,
      Key: memberKey(eventId, userId),
      ConditionExpression: '#role = :participant',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':participant': 'participant' },
    },
  };
}

function hostMember(event: EventRecord): MemberRecord {
  const { host } = event;
  return {
    eventId: event.id,
    userId: host.userId,
    role: 'host',
    name: host.name,
    username: host.username,
    avatar: host.avatar,
    rating: host.rating,
  };
}

/** The host's token for an event going live, and the hosted count that goes up with it. */
function spend(userId: string, eventId: string, reason: LedgerReason, at: string): TransactionItem[] {
  return spendTokens({ userId, amount: tokenCost, reason, at, eventId }, { eventsHosted: 1 });
}

function listed(event: EventRecord): Record<string, string> {
  return event.state === 'published' && event.startsAt
    ? listingIndexAttributes({ ...event, startsAt: event.startsAt })
    : {};
}

export type CreateOutcome =
  | { status: 'created'; event: EventRecord }
  /** the idempotency key was used before: its event, nothing written */
  | { status: 'replayed'; eventId: string }
  | { status: 'insufficient-tokens' };

/**
 * One TransactWriteItems: idempotency claim, event, host membership and, for a published event, the token debit
 * and its ledger entry. Concurrent transactions on the same profile cancel each other (TransactionConflict)
 * without deciding anything, so those are retried; a failed condition decides.
 */
export async function createEvent(event: EventRecord, requestKey: string): Promise<CreateOutcome> {
  const failure = await transactWithRetries({
    claim: {
      Put: {
        TableName: tableName,
        Item: { ...idempotencyKey(event.hostId, requestKey), eventId: event.id, createdAt: event.createdAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    event: {
      Put: {
        TableName: tableName,
        Item: { ...eventKey(event.id), ...event, ...listed(event) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    hostMembership: memberPut(event, hostMember(event)),
    token:
      event.state === 'published'
        ? spend(event.hostId, event.id, 'EVENT_CREATED', event.createdAt)
        : undefined,
    // a spend holds the account to being active itself (a transaction touches the profile once)
    callerActive: event.state === 'published' ? undefined : activeProfileCheck(event.hostId),
  });
  if (!failure) return { status: 'created', event };
  refuseInactiveCaller(failure, event.state === 'published' ? 'token' : 'callerActive');
  if (failure.conditionFailed('claim')) {
    const claim = await documentClient.send(
      new GetCommand({
        TableName: tableName,
        Key: idempotencyKey(event.hostId, requestKey),
        ConsistentRead: true,
      }),
    );
    if (claim.Item) return { status: 'replayed', eventId: claim.Item.eventId as string };
  }
  if (failure.conditionFailed('token')) return { status: 'insufficient-tokens' };
  throw new Error(`Event creation cancelled: ${failure.summary}`);
}

export async function getEvent(eventId: string): Promise<EventRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: eventKey(eventId), ConsistentRead: true }),
  );
  return Item && parseEventRecord(Item);
}

/** At most maxParticipants (20) members, one query; `consistent` for a write that pins them. */
export async function eventMembers(eventId: string, { consistent = false } = {}): Promise<MemberRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      ConsistentRead: consistent,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': eventKey(eventId).pk, ':prefix': memberSortKeyPrefix },
      Limit: 50,
    }),
  );
  return Items as MemberRecord[];
}

/** A detail view by someone other than the host: the total and the Istanbul day's counter. */
export async function recordView(eventId: string, day: string): Promise<void> {
  await Promise.all([
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: viewsKey(eventId, day),
        UpdateExpression: 'ADD #count :one SET #day = :day',
        ExpressionAttributeNames: { '#count': 'count', '#day': 'day' },
        ExpressionAttributeValues: { ':one': 1, ':day': day },
      }),
    ),
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: eventKey(eventId),
        UpdateExpression: 'ADD #views :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#views': 'views' },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    ),
  ]);
}

/** The last 30 days that had views, oldest first. */
export async function viewsByDay(eventId: string): Promise<{ day: string; count: number }[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': eventKey(eventId).pk, ':prefix': viewsSortKeyPrefix },
      ScanIndexForward: false,
      Limit: 30,
    }),
  );
  return Items.map((item) => ({ day: item.day as string, count: item.count as number })).reverse();
}

/** False when the event does not exist or is a draft (nothing to share). */
export async function recordShare(eventId: string, channel: ShareChannel): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: eventKey(eventId),
        UpdateExpression: 'SET shares.#channel = if_not_exists(shares.#channel, :zero) + :one',
        ConditionExpression: 'attribute_exists(pk) AND #state <> :draft',
        ExpressionAttributeNames: { '#channel': channel, '#state': 'state' },
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':draft': 'draft' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * The host's edit: only while the event is a draft or has not started, never below the members it has, and only
 * while the host's account is active. Answers the updated record, or undefined when a condition on the event failed
 * (the caller re-reads to say which).
 */
export async function updateEvent(
  current: EventRecord,
  attributes: Partial<EventRecord>,
  now: Date,
): Promise<EventRecord | undefined> {
  const next: EventRecord = { ...current, ...attributes, updatedAt: now.toISOString() };
  const assignments = setAssignments({ ...attributes, updatedAt: next.updatedAt, ...listed(next) });
  const sequence = current.state === 'published' && calendarChanged(current, next) ? sequenceIncrement : '';
  const failure = await transactWithRetries({
    event: {
      Update: {
        TableName: tableName,
        Key: eventKey(current.id),
        UpdateExpression: assignments.expression + sequence,
        ConditionExpression:
          'hostId = :me AND participantCount <= :max AND (#state = :draft OR (#state = :published AND startsAt > :now))' +
          // a place held for the waitlist's first in line keeps the maximum as it is until taken or let go
          ' AND (attribute_not_exists(offeredPlaces) OR offeredPlaces = :noOffers OR maxParticipants = :max)',
        ExpressionAttributeNames: {
          ...assignments.names,
          '#state': 'state',
          ...(sequence ? { '#sequence': 'sequence' } : {}),
        },
        ExpressionAttributeValues: {
          ...assignments.values,
          ':me': current.hostId,
          ':max': next.maxParticipants,
          ':noOffers': 0,
          ':draft': 'draft',
          ':published': 'published',
          ':now': now.toISOString(),
          ...(sequence ? sequenceValues : {}),
        },
      },
    },
    ...callerActive(current.hostId),
  });
  refuseInactiveCaller(failure);
  if (failure?.conditionFailed('event')) return undefined;
  if (failure) throw new Error(`Event not updated: ${failure.summary}`);
  // A transaction answers no item: what it wrote, read back.
  return getEvent(current.id);
}

export type PublishOutcome = 'published' | 'insufficient-tokens' | 'not-a-draft';

/** A draft becomes a listed event and its host pays then, in one transaction. */
export async function publishDraft(
  draft: EventRecord,
  now: Date,
  featuredUntil?: string,
): Promise<PublishOutcome> {
  const at = now.toISOString();
  const published: EventRecord = { ...draft, state: 'published' };
  const assignments = setAssignments({
    state: 'published',
    sequence: 0,
    updatedAt: at,
    featuredUntil,
    ...listed(published),
  });
  const failure = await transactWithRetries({
    draft: {
      Update: {
        TableName: tableName,
        Key: eventKey(draft.id),
        UpdateExpression: assignments.expression,
        ConditionExpression: 'hostId = :me AND #state = :draft',
        ExpressionAttributeNames: assignments.names,
        ExpressionAttributeValues: { ...assignments.values, ':me': draft.hostId, ':draft': 'draft' },
      },
    },
    token: spend(draft.hostId, draft.id, 'EVENT_PUBLISHED', at),
  });
  if (!failure) return 'published';
  refuseInactiveCaller(failure, 'token');
  if (failure.conditionFailed('draft')) return 'not-a-draft';
  if (failure.conditionFailed('token')) return 'insufficient-tokens';
  throw new Error(`Publishing cancelled: ${failure.summary}`);
}

/**
 * Participants whose joined count a cancellation takes back: members with an account. A deleted participant's
 * membership stays, anonymised and out of `byMember` (lambdas/account/), with no profile left to count on.
 */
function countedParticipants(members: readonly MemberRecord[]): string[] {
  return members
    .filter((member) => member.role === 'participant' && tableIndexes.byMember.partitionKey in member)
    .map((member) => member.userId);
}

export type CancelOutcome = 'cancelled-refunded' | 'cancelled' | 'not-cancellable';

/** Rounds of reading the members again when a join or a leave moved the count under a cancel. */
const cancelRounds = 5;

/** The event item's cancel, pinning the member count it was given with `participantCount = :members`. */
export type CancelUpdate = (memberCount: number) => TransactionItem;
/** The host's part of a cancel: their counters (and whatever rides on that write), or none. */
export type CancelHostPart = (
  counts: StatCounts,
  hostOnly: boolean,
) => TransactionItem | TransactionItem[] | undefined;

/**
 * Cancels an event and takes it out of every member's counts in the same transaction: a cancelled event is neither
 * hosted (countsAsHosted) nor joined, so the host loses one hosted event and its participants from their total, and
 * each participant one joined event. The update's condition on the member count pins the members read: a join or
 * a leave racing the cancel makes it read them again, and one landing after finds the event cancelled. Undefined
 * when the event, as it is now, is no longer `cancellable`; otherwise whether nobody but the host had joined.
 */
export async function cancelCountingMembers(
  event: EventRecord,
  update: CancelUpdate,
  host: CancelHostPart,
  cancellable: (current: EventRecord | undefined) => boolean,
): Promise<{ hostOnly: boolean } | undefined> {
  for (let round = 0; round < cancelRounds; round++) {
    const members = await eventMembers(event.id, { consistent: true });
    const hostOnly = !members.some((member) => member.role === 'participant');
    const participantIds = countedParticipants(members);
    const failure = await transactWithRetries({
      event: update(members.length),
      hostStats: host({ eventsHosted: -1, totalParticipants: -participantIds.length }, hostOnly),
      participantStats: participantIds.map((userId) => statsUpdate(userId, { eventsJoined: -1 })),
    });
    if (!failure) return { hostOnly };
    if (!failure.conditionFailed('event')) throw new Error(`Event cancel cancelled: ${failure.summary}`);
    if (!cancellable(await getEvent(event.id))) return undefined;
  }
  throw new Error(`Cancel of event ${event.id} still racing after ${cancelRounds} rounds`);
}

/** What a cancel writes to the event item besides its state, listing keys and sequence, and what more it requires. */
export interface CancelExtras {
  set?: string;
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** The event item's cancel (`CancelUpdate`): published → cancelled, unlisted, the member count pinned. */
export function cancelUpdateOf(event: EventRecord, at: string, extras: CancelExtras = {}): CancelUpdate {
  return (memberCount) => ({
    Update: {
      TableName: tableName,
      Key: eventKey(event.id),
      UpdateExpression: `SET #state = :cancelled, updatedAt = :at${extras.set ?? ''}${sequenceIncrement} REMOVE ${listingIndexAttributeNames.join(', ')}`,
      ConditionExpression: `hostId = :me AND #state = :published AND participantCount = :members${extras.condition ?? ''}`,
      ExpressionAttributeNames: { '#state': 'state', '#sequence': 'sequence', ...extras.names },
      ExpressionAttributeValues: {
        ...sequenceValues,
        ':cancelled': 'cancelled',
        ':published': 'published',
        ':me': event.hostId,
        ':at': at,
        ':members': memberCount,
        ...extras.values,
      },
    },
  });
}

/**
 * The host cancels an upcoming event. When nobody but the host has joined, the host gets the token back (a ledger
 * entry, riding on the host's counters).
 */
export async function cancelEvent(event: EventRecord, now: Date): Promise<CancelOutcome> {
  const at = now.toISOString();
  const cancelled = await cancelCountingMembers(
    event,
    cancelUpdateOf(event, at, { condition: ' AND startsAt > :at' }),
    (counts, hostOnly) =>
      hostOnly
        ? creditTokens(
            {
              userId: event.hostId,
              amount: tokenCost,
              reason: 'EVENT_CANCELLED_REFUND',
              at,
              eventId: event.id,
            },
            counts,
          )
        : statsUpdate(event.hostId, counts),
    (current) =>
      current?.state === 'published' && current.hostId === event.hostId && (current.startsAt ?? '') > at,
  );
  if (!cancelled) return 'not-cancellable';
  return cancelled.hostOnly ? 'cancelled-refunded' : 'cancelled';
}

export type RemovalOutcome = 'removed' | 'already-removed' | 'gone';

/**
 * A moderator removes an event. A published one is cancelled as its host's cancel would (out of listings and every
 * member's counts, its participants told by the notifier, which reads `removedAt` to say why), with no token back;
 * any other is only marked. Either way its page then shows it to nobody but its host. Repeatable.
 */
export async function removeEvent(eventId: string, at: string): Promise<RemovalOutcome> {
  const event = await getEvent(eventId);
  if (!event) return 'gone';
  if (event.removedAt !== undefined) return 'already-removed';
  if (event.state === 'published') {
    const cancelled = await cancelCountingMembers(
      event,
      cancelUpdateOf(event, at, { set: ', removedAt = :at' }),
      (counts) => statsUpdate(event.hostId, counts),
      (current) => current?.state === 'published' && current.removedAt === undefined,
    );
    if (cancelled) return 'removed';
  }
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: eventKey(eventId),
        UpdateExpression: 'SET removedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(removedAt)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return 'removed';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'already-removed';
    throw error;
  }
}

export interface ListedEvent extends IndexedItem {
  record: EventRecord;
}

/** A chunk of one listing partition (a type, or a geohash cell), by start time. */
export async function readListingChunk(
  index: 'eventsByTypeAndStart' | 'eventsByCell',
  partition: string,
  after: string,
  until: string | undefined,
  limit: number,
): Promise<Chunk<ListedEvent>> {
  const { indexName, partitionKey, sortKey } = tableIndexes[index];
  const { Items = [], LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: indexName,
      KeyConditionExpression: until
        ? '#pk = :pk AND #sk BETWEEN :after AND :until'
        : '#pk = :pk AND #sk > :after',
      ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
      ExpressionAttributeValues: {
        ':pk': partition,
        ':after': `${after}\u0000`,
        ...(until ? { ':until': until } : {}),
      },
      Limit: limit,
    }),
  );
  return {
    items: Items.map((item) => ({ sortKey: item[sortKey] as string, record: parseEventRecord(item) })),
    more: LastEvaluatedKey !== undefined,
  };
}

/** The user's latest memberships (hosted or joined), newest start first. */
export async function membershipsOf(userId: string, limit: number): Promise<MemberRecord[]> {
  return (await newestInIndex('byMember', memberPartition(userId), limit)) as unknown as MemberRecord[];
}

/**
 * The user's memberships (hosted or joined, drafts and cancelled ones too: the event says) of events that start
 * after `after` (ISO), soonest first, at most `limit`: the friends strip's read of one friend (`byMember`).
 */
export async function upcomingMembershipsOf(
  userId: string,
  after: string,
  limit: number,
): Promise<(MemberRecord & { startKey: string })[]> {
  const { indexName, partitionKey, sortKey } = tableIndexes.byMember;
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: indexName,
      KeyConditionExpression: '#pk = :pk AND #sk > :after',
      ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
      ExpressionAttributeValues: { ':pk': memberPartition(userId), ':after': after },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ ...(item as unknown as MemberRecord), startKey: item[sortKey] as string }));
}

/** Events by id (at most 100, one BatchGetItem plus retries of what DynamoDB left unprocessed). */
export async function eventsByIds(eventIds: readonly string[]): Promise<EventRecord[]> {
  let keys = [...new Set(eventIds)].map(eventKey);
  const records: EventRecord[] = [];
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt++) {
    const { Responses, UnprocessedKeys } = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }),
    );
    records.push(...(Responses?.[tableName] ?? []).map(parseEventRecord));
    keys = (UnprocessedKeys?.[tableName]?.Keys as typeof keys | undefined) ?? [];
    if (keys.length) await pause(50 * (attempt + 1));
  }
  return records;
}

export type { EventHostRecord };

/**
 * A host rating counted on its event's results (the count-ratings consumer), or a feedback text taken back out
 * (the screener rejected it: `{ feedback: -1 }`). Only ever added, so the order of the two does not matter.
 */
export function eventRatingUpdate(
  eventId: string,
  counts: { stars?: number; ratings?: number; feedback?: number },
): TransactionItem {
  const parts = Object.entries({
    ratingTotal: counts.stars,
    ratingCount: counts.ratings,
    feedbackCount: counts.feedback,
  }).filter((entry): entry is [string, number] => entry[1] !== undefined && entry[1] !== 0);
  return {
    Update: {
      TableName: tableName,
      Key: eventKey(eventId),
      UpdateExpression: `ADD ${parts.map(([name]) => `#${name} :${name}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(parts.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(parts.map(([name, by]) => [`:${name}`, by])),
    },
  };
}

/** The ids of the events a host hosts that start at or after `since` (at most `limit`, soonest first). */
export async function hostedEventIdsSince(hostId: string, since: string, limit: number): Promise<string[]> {
  const { partitionKey, sortKey, indexName } = tableIndexes.byMember;
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: indexName,
      KeyConditionExpression: '#pk = :pk AND #sk >= :since',
      FilterExpression: '#role = :host',
      ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey, '#role': 'role' },
      ExpressionAttributeValues: { ':pk': memberPartition(hostId), ':since': since, ':host': 'host' },
      ProjectionExpression: 'eventId',
      Limit: limit,
    }),
  );
  return Items.map((item) => item.eventId as string);
}

/**
 * The host's rating on an event's card, refreshed after a rating was counted. Only ever moved to a later count,
 * so two refreshes racing leave the newer one.
 */
export async function refreshHostRating(
  eventId: string,
  hostId: string,
  rating: { average: number; count: number },
): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: eventKey(eventId),
        UpdateExpression: 'SET #host.#rating = :rating, #host.#count = :count',
        ConditionExpression:
          'hostId = :hostId AND (attribute_not_exists(#host.#count) OR #host.#count < :count)',
        ExpressionAttributeNames: { '#host': 'host', '#rating': 'rating', '#count': 'ratingCount' },
        ExpressionAttributeValues: { ':rating': rating.average, ':count': rating.count, ':hostId': hostId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
