/**
 * All table access for join requests. Invariants are conditions on the writes (DESIGN.md section 3):
 * - one request per user per event: the request's key is (event, requester), put with attribute_not_exists;
 * - a request is only sent to a listed event that has not started and is not the requester's own (a full one
 *   takes requests for its line), and whose host and requester have not blocked each other: conditions in the same
 *   transaction as the put;
 * - accepting, leaving, removal and the waitlist move the event's places: places-table.ts;
 * - the screener's verdict applies once: it moves the request out of `screening` only;
 * - a request nobody may read yet (`screening`, `held`) is listed in `dueByTime`, and leaves it in the same write
 *   that moves it on, so the sweep and the moderators' queue read only work still to do.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, dueBefore, newestInIndex, tableName } from '../platform/table';
import { tableIndexes } from '../platform/table-schema';
import { userPartition } from '../platform/keys';
import { transactWithRetries, type Cancellation, type TransactionItem } from '../platform/transactions';
import { eventKey } from '../events/keys';
import type { EventRecord } from '../events/event-record';
import { notBlockedEitherWay } from '../users/blocks-table';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { parseJoinRequestRecord, type JoinRequestRecord, type Screening } from './request-record';
import {
  heldIndexAttributes,
  requestKey,
  requesterIndexAttributes,
  requestSortKeyPrefix,
  screeningIndexAttributes,
  screeningRequestsPartition,
} from './keys';

export type CreateRequestOutcome = 'created' | 'already-requested' | 'blocked' | 'event-closed';

/**
 * One transaction: the event still takes requests (listed, not started, not the requester's; a full one too, for its
 * waitlist) and
 * counts it, neither the host nor the requester has blocked the other, and no request of this user exists for it.
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
    notBlocked: notBlockedEitherWay(request.hostId, request.requesterId),
    request: {
      Put: {
        TableName: tableName,
        Item: {
          ...requestKey(request.eventId, request.requesterId),
          ...request,
          ...requesterIndexAttributes(request.requesterId, request.createdAt, request.eventId),
          ...screeningIndexAttributes(request.eventId, request.requesterId, request.createdAt),
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

const dueIndex = tableIndexes.dueByTime;

/**
 * A status change that also moves the request in `dueByTime`: into another of its partitions (`to`), or out of
 * it.
 */
function withDueIndex(
  change: ReturnType<typeof statusChange>,
  to?: Record<string, string>,
): ReturnType<typeof statusChange> {
  if (!to) {
    return {
      ...change,
      UpdateExpression: `${change.UpdateExpression} REMOVE ${dueIndex.partitionKey}, ${dueIndex.sortKey}`,
    };
  }
  return {
    ...change,
    UpdateExpression: `${change.UpdateExpression}, ${dueIndex.partitionKey} = :duePartition, ${dueIndex.sortKey} = :dueSort`,
    ExpressionAttributeValues: {
      ...change.ExpressionAttributeValues,
      ':duePartition': to[dueIndex.partitionKey],
      ':dueSort': to[dueIndex.sortKey],
    },
  };
}

export type ScreeningApplied = 'applied' | 'already-screened';

/**
 * The screener's verdict: an approved request goes to the host (the event counts one more pending), a rejected
 * one is declined, and one the screener could not decide (`unscreened`) is held for a person, its text shown to
 * nobody but them; the verdict is kept for audit. A redelivered stream record finds the request out of
 * `screening` and changes nothing.
 */
export async function applyScreening(
  request: Pick<JoinRequestRecord, 'eventId' | 'requesterId'>,
  screening: Screening,
): Promise<ScreeningApplied> {
  const at = screening.screenedAt;
  const change = {
    approved: () => withDueIndex(statusChange(request, 'screening', { status: 'pending', screening })),
    rejected: () =>
      withDueIndex(
        statusChange(request, 'screening', {
          status: 'declined',
          screening,
          decidedAt: at,
          decidedBy: 'screener',
        }),
      ),
    unscreened: () =>
      withDueIndex(
        statusChange(request, 'screening', { status: 'held', screening, heldAt: at }),
        heldIndexAttributes(request.eventId, request.requesterId, at),
      ),
  }[screening.outcome]();
  const failure = await transactWithRetries({
    request: { Update: change },
    pendingCount: screening.outcome === 'approved' ? pendingCounter(request.eventId, 1) : undefined,
  });
  if (!failure) return 'applied';
  if (failure.conditionFailed('request')) return 'already-screened';
  throw new Error(`Screening not applied: ${failure.summary}`);
}

/**
 * A moderator passes a request the screener held or declined on to the host, as the screener's approval would have
 * sent it (the event counts one more pending, and its thread opens: the screening reads approved, by a person).
 * Conditioned on the request being still where the screener left it, so it moves once.
 */
function approvedByModerator(
  request: Pick<JoinRequestRecord, 'eventId' | 'requesterId'>,
  from: 'held' | 'declined',
  at: string,
): { request: TransactionItem; pendingCount: TransactionItem } {
  return {
    request: {
      Update: {
        TableName: tableName,
        Key: requestKey(request.eventId, request.requesterId),
        UpdateExpression:
          'SET #status = :pending, #screening.#outcome = :approved, approvedByModeratorAt = :at, ' +
          `decidedAt = :undecided, decidedBy = :undecided REMOVE ${dueIndex.partitionKey}, ${dueIndex.sortKey}`,
        ConditionExpression:
          from === 'held'
            ? '#status = :from'
            : '#status = :from AND decidedBy = :screener AND attribute_exists(#screening.#outcome)',
        ExpressionAttributeNames: { '#status': 'status', '#screening': 'screening', '#outcome': 'outcome' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':approved': 'approved',
          ':undecided': null,
          ':at': at,
          ':from': from,
          ...(from === 'declined' ? { ':screener': 'screener' } : {}),
        },
      },
    },
    pendingCount: pendingCounter(request.eventId, 1),
  };
}

/**
 * Transaction parts of a person's verdict on a held request (a moderator's decision, lambdas/moderation/): approved,
 * it goes on to the host; declined, it is declined at screening. Either leaves `held` once: the request's condition
 * fails for a second.
 */
export function heldRequestVerdict(
  request: Pick<JoinRequestRecord, 'eventId' | 'requesterId'>,
  verdict: 'approve' | 'decline',
  at: string,
): { request: TransactionItem; pendingCount?: TransactionItem } {
  if (verdict === 'approve') return approvedByModerator(request, 'held', at);
  return {
    request: {
      Update: withDueIndex(
        statusChange(request, 'held', { status: 'declined', decidedAt: at, decidedBy: 'screener' }),
      ),
    },
  };
}

/**
 * Transaction parts of a moderator overturning the screener's decline of a request sampled for review: it goes on
 * to the host. Once: a second finds it no longer declined by the screener.
 */
export const screenerDeclineOverturn = (
  request: Pick<JoinRequestRecord, 'eventId' | 'requesterId'>,
  at: string,
) => approvedByModerator(request, 'declined', at);

/**
 * Requests still in `screening` that were sent before `cutoff` (ISO), oldest first: the stream's screening of
 * them failed or was dead-lettered. The index lags the table: re-read each before acting on it.
 */
export async function requestsScreeningSince(
  cutoff: string,
  limit: number,
): Promise<Pick<JoinRequestRecord, 'eventId' | 'requesterId'>[]> {
  return (await dueBefore(screeningRequestsPartition, cutoff, limit)).map((item) => ({
    eventId: String(item.eventId),
    requesterId: String(item.requesterId),
  }));
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
 * After a block between `hostId` and `requesterId` by `blockerId`, either of them: the requester's open requests to
 * the host's events are declined, so neither sees the other there. Declined by the host when they blocked, by the
 * requester themselves otherwise (so nobody tells them of a decline they caused). The index may lag and the screener may move a request
 * meanwhile, so each decline re-reads the request when its condition fails and tries again from what it is now.
 */
export async function declineOpenRequestsBetween(
  hostId: string,
  requesterId: string,
  blockerId: string,
  now: Date,
): Promise<number> {
  const candidates = (await requestsOf(requesterId)).filter((request) => request.hostId === hostId);
  const decidedBy = blockerId === hostId ? 'host' : 'requester';
  let declined = 0;
  for (const candidate of candidates) {
    if (await declineWhileOpen(candidate, decidedBy, now)) declined += 1;
  }
  return declined;
}

/** Open: with the host, or on its way to them (screening, or held for a person). */
const isOpen = (request: JoinRequestRecord) =>
  request.status === 'pending' || request.status === 'screening' || request.status === 'held';

async function declineWhileOpen(
  candidate: JoinRequestRecord,
  decidedBy: 'host' | 'requester',
  now: Date,
): Promise<boolean> {
  let request: JoinRequestRecord | undefined = candidate;
  for (let attempt = 0; request && isOpen(request) && attempt < 3; attempt++) {
    const declined = statusChange(request, request.status, {
      status: 'declined',
      decidedAt: now.toISOString(),
      decidedBy,
    });
    // One that nobody had read yet leaves the sweep's and the moderators' lists with it.
    const change = request.status === 'pending' ? declined : withDueIndex(declined);
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
 * A transaction's condition that the screener approved the request behind a message thread: no text reaches the
 * host before the screener has passed the request (still screening, held or declined by it: no thread).
 */
export function requestOpenToMessagesCheck(eventId: string, requesterId: string): TransactionItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: requestKey(eventId, requesterId),
      ConditionExpression: '#screening.#outcome = :approved',
      ExpressionAttributeNames: { '#screening': 'screening', '#outcome': 'outcome' },
      ExpressionAttributeValues: { ':approved': 'approved' },
    },
  };
}
