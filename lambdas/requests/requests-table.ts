/**
 * All table access for join requests. Invariants are conditions on the writes (DESIGN.md section 3):
 * - one request per user per event: the request's key is (event, requester), put with attribute_not_exists;
 * - a request is only sent to a listed event that has not started and is not the requester's own (a full one
 *   takes requests for its line), and whose host has not blocked the requester: conditions in the same transaction
 *   as the put;
 * - accepting, leaving, removal and the waitlist move the event's places: places-table.ts;
 * - the screener's verdict applies once: it moves the request out of `screening` only.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, newestInIndex, tableName } from '../platform/table';
import { userPartition } from '../platform/keys';
import { transactWithRetries, type Cancellation, type TransactionItem } from '../platform/transactions';
import { eventKey } from '../events/keys';
import type { EventRecord } from '../events/event-record';
import { notBlockedCheck } from '../users/blocks-table';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { parseJoinRequestRecord, type JoinRequestRecord, type Screening } from './request-record';
import { requestKey, requesterIndexAttributes, requestSortKeyPrefix } from './keys';

export type CreateRequestOutcome = 'created' | 'already-requested' | 'blocked' | 'event-closed';

/**
 * One transaction: the event still takes requests (listed, not started, not the requester's; a full one too, for its
 * waitlist) and
 * counts it, the host has not blocked the requester, and no request of this user exists for it.
 */
export async function createJoinRequest(request: JoinRequestRecord): Promise<CreateRequestOutcome> {
  const failure = await transactWithRetries({
    openEvent: {
      Update: {
        TableName: tableName,
        Key: eventKey(request.eventId),
        UpdateExpression: 'ADD requestCount :one',
        ConditionExpression:
          'attribute_exists(pk) AND #state = :published AND startsAt > :now AND hostId <> :me',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':published': 'published',
          ':now': request.createdAt,
          ':me': request.requesterId,
        },
      },
    },
    notBlocked: notBlockedCheck(request.hostId, request.requesterId),
    request: {
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
    ...callerActive(request.requesterId),
  });
  if (!failure) return 'created';
  refuseInactiveCaller(failure);
  if (failure.conditionFailed('request')) return 'already-requested';
  if (failure.conditionFailed('notBlocked')) return 'blocked';
  if (failure.conditionFailed('openEvent')) return 'event-closed';
  throw new Error(`Join request cancelled: ${failure.summary}`);
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

/**
 * Reads of one event's requests: each request is one user's (one per user), so an event's requests are bounded
 * by the people who asked; decided ones are filtered out after the read, so the pages go on until the end.
 */
const requestPageSize = 100;
const requestPagesMax = 10;

/** The event's requests in any of `statuses`, in no particular order. */
export async function eventRequestsWithStatus(
  eventId: string,
  statuses: readonly JoinRequestRecord['status'][],
): Promise<JoinRequestRecord[]> {
  const found: JoinRequestRecord[] = [];
  const values = Object.fromEntries(statuses.map((status, i) => [`:s${i}`, status]));
  let startKey: Record<string, unknown> | undefined;
  for (let page = 0; page < requestPagesMax; page++) {
    const { Items = [], LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        // DynamoDB applies Limit before the filter: a page may hold fewer (or none) of them.
        FilterExpression: `#status IN (${Object.keys(values).join(', ')})`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pk': eventKey(eventId).pk,
          ':prefix': requestSortKeyPrefix,
          ...values,
        },
        Limit: requestPageSize,
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    found.push(...Items.map(parseJoinRequestRecord));
    startKey = LastEvaluatedKey;
    if (!startKey) break;
  }
  return found;
}

/** The event's requests waiting for the host, oldest first. */
export async function pendingRequestsOf(eventId: string): Promise<JoinRequestRecord[]> {
  const pending = await eventRequestsWithStatus(eventId, ['pending']);
  return pending.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The user's own requests, newest first. */
export async function requestsOf(requesterId: string, limit = 100): Promise<JoinRequestRecord[]> {
  return (await newestInIndex('requestsByUser', userPartition(requesterId), limit)).map(
    parseJoinRequestRecord,
  );
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

/**
 * The request moved from one status to another, under the condition that it is still `from` (and `also`, a
 * further condition on the request's own attributes, with its values).
 */
export function statusChange(
  request: Pick<JoinRequestRecord, 'eventId' | 'requesterId'>,
  from: JoinRequestRecord['status'],
  fields: Partial<JoinRequestRecord>,
  also?: { condition: string; values: Record<string, unknown> },
): TransactionItem['Update'] & object {
  const entries = Object.entries(fields);
  return {
    TableName: tableName,
    Key: requestKey(request.eventId, request.requesterId),
    UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
    ConditionExpression: also ? `#current = :from AND ${also.condition}` : '#current = :from',
    ExpressionAttributeNames: {
      ...Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      '#current': 'status',
    },
    ExpressionAttributeValues: {
      ...Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
      ':from': from,
      ...also?.values,
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
  const failure = await transactWithRetries({
    request: { Update: change },
    pendingCount: rejected ? undefined : pendingCounter(request.eventId, 1),
  });
  if (!failure) return 'applied';
  if (failure.conditionFailed('request')) return 'already-screened';
  throw new Error(`Screening not applied: ${failure.summary}`);
}

/** `event-unavailable`: started, cancelled or not the caller's (the handler re-reads to say which). */
export type DecisionOutcome = 'done' | 'not-pending' | 'event-unavailable';

/** Declining: request pending -> declined and one pending fewer on the event, host only. */
export async function declineRequest(
  event: EventRecord,
  request: JoinRequestRecord,
  now: Date,
): Promise<DecisionOutcome> {
  const at = now.toISOString();
  const failure = await transactWithRetries({
    request: {
      Update: statusChange(request, 'pending', { status: 'declined', decidedAt: at, decidedBy: 'host' }),
    },
    event: pendingCounter(event.id, -1, { hostId: event.hostId }),
    ...callerActive(event.hostId),
  });
  refuseInactiveCaller(failure);
  return decisionOutcome(failure, 'Decline');
}

/**
 * Both decisions name the request and the event. One item may appear once in a transaction, so a full event and
 * a closed one fail the same condition on the event.
 */
function decisionOutcome(
  failure: Cancellation<'request' | 'event'> | undefined,
  decision: string,
): DecisionOutcome {
  if (!failure) return 'done';
  if (failure.conditionFailed('request')) return 'not-pending';
  if (failure.conditionFailed('event')) return 'event-unavailable';
  throw new Error(`${decision} cancelled: ${failure.summary}`);
}

/**
 * After `hostId` blocks `requesterId`: that user's open requests to the host's events are declined, so the
 * host no longer sees them. The index may lag and the screener may move a request meanwhile, so each decline
 * re-reads the request when its condition fails and tries again from what it is now.
 */
export async function declineOpenRequestsBetween(
  hostId: string,
  requesterId: string,
  now: Date,
): Promise<number> {
  const candidates = (await requestsOf(requesterId)).filter((request) => request.hostId === hostId);
  let declined = 0;
  for (const candidate of candidates) {
    if (await declineWhileOpen(candidate, now)) declined += 1;
  }
  return declined;
}

const isOpen = (request: JoinRequestRecord) => request.status === 'pending' || request.status === 'screening';

async function declineWhileOpen(candidate: JoinRequestRecord, now: Date): Promise<boolean> {
  let request: JoinRequestRecord | undefined = candidate;
  for (let attempt = 0; request && isOpen(request) && attempt < 3; attempt++) {
    const change = statusChange(request, request.status, {
      status: 'declined',
      decidedAt: now.toISOString(),
      decidedBy: 'host',
    });
    const failure = await transactWithRetries({
      request: { Update: change },
      pendingCount: request.status === 'pending' ? pendingCounter(request.eventId, -1) : undefined,
    });
    if (!failure) return true;
    request = await getJoinRequest(request.eventId, request.requesterId);
  }
  return false;
}

/**
 * A transaction's condition that the request behind a message thread exists and was not declined by the
 * screener (a rejected message must not reach the host another way).
 */
export function requestOpenToMessagesCheck(eventId: string, requesterId: string): TransactionItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: requestKey(eventId, requesterId),
      ConditionExpression: 'attribute_exists(pk) AND NOT (#decidedBy = :screener)',
      ExpressionAttributeNames: { '#decidedBy': 'decidedBy' },
      ExpressionAttributeValues: { ':screener': 'screener' },
    },
  };
}
