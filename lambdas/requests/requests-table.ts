/**
 * All table access for join requests. Invariants are conditions on the writes (DESIGN.md section 3):
 * - one request per user per event: the request's key is (event, requester), put with attribute_not_exists;
 * - a request is only sent to a listed event that has not started, is not full, is not the requester's own,
 *   and whose host has not blocked the requester: conditions in the same transaction as the put;
 * - accepting can never push participants past maxParticipants: the request moves pending -> accepted in the
 *   same transaction that raises the event's count under `participantCount < maxParticipants`;
 * - the screener's verdict applies once: it moves the request out of `screening` only.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/table';
import { tableIndexes } from '../platform/table-schema';
import { blockKey, userPartition } from '../platform/keys';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { memberPut } from '../events/events-table';
import { eventKey } from '../events/keys';
import type { EventRecord } from '../events/event-record';
import { statsUpdate } from '../profile/profiles-table';
import { parseJoinRequestRecord, type JoinRequestRecord, type Screening } from './request-record';
import { requestKey, requesterIndexAttributes, requestSortKeyPrefix } from './keys';

export type CreateRequestOutcome = 'created' | 'already-requested' | 'blocked' | 'event-closed';

/**
 * One transaction: the event still takes requests (listed, not started, not full, not the requester's) and
 * counts it, the host has not blocked the requester, and no request of this user exists for it.
 */
export async function createJoinRequest(request: JoinRequestRecord): Promise<CreateRequestOutcome> {
  const failure = await transactWithRetries([
    {
      Update: {
        TableName: tableName,
        Key: eventKey(request.eventId),
        UpdateExpression: 'ADD requestCount :one',
        ConditionExpression:
          'attribute_exists(pk) AND #state = :published AND startsAt > :now AND participantCount < maxParticipants AND hostId <> :me',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':published': 'published',
          ':now': request.createdAt,
          ':me': request.requesterId,
        },
      },
    },
    {
      ConditionCheck: {
        TableName: tableName,
        Key: blockKey(request.hostId, request.requesterId),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: {
          ...requestKey(request.eventId, request.requesterId),
          ...request,
          ...requesterIndexAttributes(request.requesterId, request.createdAt, request.eventId),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (!failure) return 'created';
  if (failure[2] === 'ConditionalCheckFailed') return 'already-requested';
  if (failure[1] === 'ConditionalCheckFailed') return 'blocked';
  if (failure[0] === 'ConditionalCheckFailed') return 'event-closed';
  throw new Error(`Join request cancelled: ${failure.join(',')}`);
}

export async function getJoinRequest(
  eventId: string,
  requesterId: string,
): Promise<JoinRequestRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: requestKey(eventId, requesterId), ConsistentRead: true }),
  );
  return Item && parseJoinRequestRecord(Item);
}

const pendingPageLimit = 100;

/** The event's requests waiting for the host (at most 100 read), oldest first. */
export async function pendingRequestsOf(eventId: string): Promise<JoinRequestRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': eventKey(eventId).pk,
        ':prefix': requestSortKeyPrefix,
        ':pending': 'pending',
      },
      Limit: pendingPageLimit,
    }),
  );
  return Items.map(parseJoinRequestRecord).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The user's own requests, newest first. */
export async function requestsOf(requesterId: string, limit = 100): Promise<JoinRequestRecord[]> {
  const { indexName, partitionKey } = tableIndexes.requestsByUser;
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': partitionKey },
      ExpressionAttributeValues: { ':pk': userPartition(requesterId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(parseJoinRequestRecord);
}

function pendingCounter(eventId: string, delta: 1 | -1, condition?: { hostId: string }): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: eventKey(eventId),
      UpdateExpression: 'ADD pendingRequests :delta',
      ConditionExpression: condition ? 'attribute_exists(pk) AND hostId = :me' : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta, ...(condition ? { ':me': condition.hostId } : {}) },
    },
  };
}

function statusChange(
  request: Pick<JoinRequestRecord, 'eventId' | 'requesterId'>,
  from: JoinRequestRecord['status'],
  fields: Partial<JoinRequestRecord>,
): TransactionItem['Update'] & object {
  const entries = Object.entries(fields);
  return {
    TableName: tableName,
    Key: requestKey(request.eventId, request.requesterId),
    UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
    ConditionExpression: '#current = :from',
    ExpressionAttributeNames: {
      ...Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      '#current': 'status',
    },
    ExpressionAttributeValues: {
      ...Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
      ':from': from,
    },
  };
}

export type ScreeningApplied = 'applied' | 'already-screened';

/**
 * The screener's verdict: approved and unscreened requests go to the host (the event counts one more
 * pending), rejected ones are declined with the verdict kept for audit. A redelivered stream record finds the
 * request out of `screening` and changes nothing.
 */
export async function applyScreening(
  request: Pick<JoinRequestRecord, 'eventId' | 'requesterId'>,
  screening: Screening,
): Promise<ScreeningApplied> {
  const rejected = screening.outcome === 'rejected';
  const change = statusChange(
    request,
    'screening',
    rejected
      ? { status: 'declined', screening, decidedAt: screening.screenedAt, decidedBy: 'screener' }
      : { status: 'pending', screening },
  );
  const failure = await transactWithRetries(
    rejected ? [{ Update: change }] : [{ Update: change }, pendingCounter(request.eventId, 1)],
  );
  if (!failure) return 'applied';
  if (failure[0] === 'ConditionalCheckFailed') return 'already-screened';
  throw new Error(`Screening not applied: ${failure.join(',')}`);
}

/** `event-unavailable`: full, started, cancelled or not the caller's (the handler re-reads to say which). */
export type DecisionOutcome = 'done' | 'not-pending' | 'event-unavailable';

/**
 * Accepting: request pending -> accepted, the event's participants + 1 under its maximum (host only, listed,
 * not started), the participant's membership, and both profiles' counters, in one transaction.
 */
export async function acceptRequest(
  event: EventRecord,
  request: JoinRequestRecord,
  now: Date,
): Promise<DecisionOutcome> {
  const at = now.toISOString();
  const failure = await transactWithRetries([
    { Update: statusChange(request, 'pending', { status: 'accepted', decidedAt: at, decidedBy: 'host' }) },
    {
      Update: {
        TableName: tableName,
        Key: eventKey(event.id),
        UpdateExpression: 'ADD participantCount :one, pendingRequests :minusOne',
        ConditionExpression:
          'hostId = :me AND #state = :published AND startsAt > :now AND participantCount < maxParticipants',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':minusOne': -1,
          ':me': event.hostId,
          ':published': 'published',
          ':now': at,
        },
      },
    },
    memberPut(event, {
      eventId: event.id,
      userId: request.requesterId,
      role: 'participant',
      name: request.requester.name,
      username: request.requester.username,
      avatar: request.requester.avatar,
      rating: request.requester.rating,
    }),
    statsUpdate(request.requesterId, { eventsJoined: 1 }),
    statsUpdate(event.hostId, { totalParticipants: 1 }),
  ]);
  if (!failure) return 'done';
  if (failure[0] === 'ConditionalCheckFailed') return 'not-pending';
  // one item may appear once in a transaction, so a full event and a closed one fail the same condition
  if (failure[1] === 'ConditionalCheckFailed') return 'event-unavailable';
  throw new Error(`Accept cancelled: ${failure.join(',')}`);
}

/** Declining: request pending -> declined and one pending fewer on the event, host only. */
export async function declineRequest(
  event: EventRecord,
  request: JoinRequestRecord,
  now: Date,
): Promise<DecisionOutcome> {
  const at = now.toISOString();
  const failure = await transactWithRetries([
    { Update: statusChange(request, 'pending', { status: 'declined', decidedAt: at, decidedBy: 'host' }) },
    pendingCounter(event.id, -1, { hostId: event.hostId }),
  ]);
  if (!failure) return 'done';
  if (failure[0] === 'ConditionalCheckFailed') return 'not-pending';
  if (failure[1] === 'ConditionalCheckFailed') return 'event-unavailable';
  throw new Error(`Decline cancelled: ${failure.join(',')}`);
}

/**
 * After `hostId` blocks `requesterId`: that user's open requests to the host's events are declined, so the
 * host no longer sees them. Requests still in screening are declined too (the verdict then finds them gone).
 */
export async function declineOpenRequestsBetween(
  hostId: string,
  requesterId: string,
  now: Date,
): Promise<number> {
  const open = (await requestsOf(requesterId)).filter(
    (request) =>
      request.hostId === hostId && (request.status === 'pending' || request.status === 'screening'),
  );
  const at = now.toISOString();
  let declined = 0;
  for (const request of open) {
    const change = statusChange(request, request.status, {
      status: 'declined',
      decidedAt: at,
      decidedBy: 'host',
    });
    const items: TransactionItem[] =
      request.status === 'pending'
        ? [{ Update: change }, pendingCounter(request.eventId, -1)]
        : [{ Update: change }];
    if (!(await transactWithRetries(items))) declined += 1;
  }
  return declined;
}
