import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as acceptHandler } from '../../../lambdas/requests/handlers/accept-join-request';
import { handler as createHandler } from '../../../lambdas/requests/handlers/create-join-request';
import { handler as declineHandler } from '../../../lambdas/requests/handlers/decline-join-request';
import { handler as listHandler } from '../../../lambdas/requests/handlers/list-join-requests';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import { eventItem } from '../support/event-records';
import { callerId, invoke, routeEvent } from '../support/events';
import { cancelledOn } from '../support/transactions';
import { blockKey, blockSortKeyPrefix } from '../../../lambdas/platform/keys';
import { eventKey } from '../../../lambdas/events/keys';
import { requestKey } from '../../../lambdas/requests/keys';

const table = mockClient(DynamoDBDocumentClient);
const guestId = '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b';
const eventId = eventItem.id;
const guestProfile = {
  ...newProfileRecord(guestId, { email: 'mert@squad.test' }, 5, new Date()),
  username: 'mert',
  birthDate: '1990-06-15',
};
const pendingRequest: JoinRequestRecord = {
  eventId,
  requesterId: guestId,
  hostId: callerId,
  status: 'pending',
  message: 'Selam!',
  createdAt: '2030-05-02T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  screening: {
    outcome: 'approved',
    category: null,
    reason: null,
    screener: 'rules',
    screenedAt: '2030-05-02T10:00:01.000Z',
  },
  requester: { name: 'Mert', username: 'mert', avatar: null, rating: 0, eventCount: 0, badges: [] },
};

/**
 * GetItem answers by sort key: the event (each read the next of `events`, the last one repeating), the
 * guest's profile, no block, the stored request.
 */
function storedItems(request: JoinRequestRecord | null = pendingRequest, ...events: (typeof eventItem)[]) {
  const eventReads = events.length ? events : [eventItem];
  let eventRead = 0;
  table.on(GetCommand).callsFake((input: { Key: { sk: string } }) => {
    if (input.Key.sk === 'EVENT') return { Item: eventReads[Math.min(eventRead++, eventReads.length - 1)] };
    if (input.Key.sk === 'PROFILE') return { Item: guestProfile };
    if (input.Key.sk.startsWith(blockSortKeyPrefix)) return {};
    return { Item: request ?? undefined };
  });
}

const join = (body: unknown, userId = guestId) => invoke(createHandler, routeEvent({ body, userId }));
const decide = (which: typeof acceptHandler, userId = callerId, requestId = guestId) =>
  invoke(which, routeEvent({ pathParameters: { id: eventId, requestId }, userId }));

beforeEach(() => {
  table.reset();
  storedItems();
});

describe('POST /private/join-request', () => {
  it('counts the request on the event, checks for a block either way and puts the request in one transaction', async () => {
    table.on(TransactWriteCommand).resolves({});
    const response = await join({ eventId, message: '  Selam, gelebilir miyim?  ' });

    expect(response.statusCode).toBe(201);
    const items = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(items[0].Update).toMatchObject({
      Key: { pk: `EVENT#${eventId}`, sk: 'EVENT' },
      UpdateExpression: 'ADD requestCount :one',
      ConditionExpression:
        'attribute_exists(pk) AND #state = :published AND startsAt > :now AND hostId <> :me',
    });
    expect(items[1].ConditionCheck).toMatchObject({
      Key: { pk: `USER#${callerId}`, sk: `BLOCK#${guestId}` },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[2].ConditionCheck).toMatchObject({
      Key: { pk: `USER#${guestId}`, sk: `BLOCK#${callerId}` },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[3].Put).toMatchObject({
      Item: {
        pk: `EVENT#${eventId}`,
        sk: `REQUEST#${guestId}`,
        status: 'screening',
        message: 'Selam, gelebilir miyim?',
        gsi4pk: `USER#${guestId}`,
        requester: { name: guestProfile.displayName, username: 'mert' },
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('lists the new request for the stuck-screening sweep, by the instant it was sent', async () => {
    table.on(TransactWriteCommand).resolves({});
    await join({ eventId, message: 'Selam!' });

    const item = table
      .commandCalls(TransactWriteCommand)[0]
      .args[0].input.TransactItems!.find((part) => part.Put)?.Put?.Item;
    expect(item).toMatchObject({
      gsi6pk: 'SCREENING_REQUESTS',
      gsi6sk: `${String(item?.createdAt)}#${eventId}#${guestId}`,
    });
  });

  it.each([
    ['the host blocked the requester', blockKey(eventItem.hostId, guestId)],
    ['the requester blocked the host', blockKey(guestId, eventItem.hostId)],
  ])('answers the unknown event’s 404 when %s as the request is written', async (_, key) => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(key));
    const response = await join({ eventId, message: '' });
    expect([response.statusCode, response.body.reason]).toEqual([404, 'EVENT_NOT_FOUND']);
  });

  it('answers 409 ALREADY_REQUESTED when the request exists', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(requestKey(eventId, guestId)));
    const response = await join({ eventId });
    expect([response.statusCode, response.body.reason]).toEqual([409, 'ALREADY_REQUESTED']);
  });

  it('says the event was cancelled when that happened between the read and the write', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(eventKey(eventId)));
    storedItems(null, eventItem, { ...eventItem, state: 'cancelled' });
    const response = await join({ eventId });
    expect([response.statusCode, response.body.reason]).toEqual([409, 'EVENT_CANCELLED']);
  });

  it('refuses the host without writing', async () => {
    const response = await join({ eventId }, callerId);
    expect([response.statusCode, response.body.reason]).toEqual([400, 'OWN_EVENT']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses an event that already started without writing', async () => {
    storedItems(null, { ...eventItem, startsAt: '2020-01-01T10:00:00.000Z' });
    const response = await join({ eventId });
    expect([response.statusCode, response.body.reason]).toEqual([409, 'EVENT_PAST']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 400 for a message over 500 characters', async () => {
    const response = await join({ eventId, message: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('host decisions', () => {
  it('accepts in one transaction: request, membership, both profiles and the event under its counters', async () => {
    table.on(TransactWriteCommand).resolves({});
    const response = await decide(acceptHandler);

    expect(response.statusCode).toBe(200);
    expect(response.body.message).toBe('Request accepted successfully!');
    const items = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(items.map((item) => Object.keys(item)[0])).toEqual([
      'Update',
      'Put',
      'Update',
      'Update',
      'Update',
    ]);
    expect(items[0].Update).toMatchObject({
      Key: { sk: `REQUEST#${guestId}` },
      ConditionExpression: '#current = :from',
      ExpressionAttributeValues: { ':from': 'pending', ':status': 'accepted', ':decidedBy': 'host' },
    });
    expect(items[1].Put?.Item).toMatchObject({
      sk: `MEMBER#${guestId}`,
      role: 'participant',
      gsi2pk: `USER#${guestId}`,
    });
    expect(items[2].Update?.ExpressionAttributeValues).toMatchObject({ ':eventsJoined': 1 });
    expect(items[3].Update?.ExpressionAttributeValues).toMatchObject({ ':totalParticipants': 1 });
    expect(items[4].Update?.ConditionExpression).toContain('participantCount = :participantCount');
    expect(items[4].Update?.ConditionExpression).toContain('hostId = :me');
    expect(items[4].Update?.ExpressionAttributeValues).toMatchObject({
      ':participantCount': 1,
      ':toParticipants': 2,
      ':pendingDelta': -1,
    });
  });

  it('puts the request in line when the event is full, answering its place', async () => {
    table.on(TransactWriteCommand).resolves({});
    let requestRead = 0;
    table.on(GetCommand).callsFake((input: { Key: { sk: string } }) => {
      if (input.Key.sk === 'EVENT') return { Item: { ...eventItem, participantCount: 4 } };
      const status = requestRead++ === 0 ? 'pending' : 'waitlisted';
      return { Item: { ...pendingRequest, status, waitlistedAt: '2030-05-03T10:00:00.000Z' } };
    });
    table.on(QueryCommand).resolves({
      Items: [{ ...pendingRequest, status: 'waitlisted', waitlistedAt: '2030-05-03T10:00:00.000Z' }],
    });

    const response = await decide(acceptHandler);

    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Etkinlik dolu: istek bekleme listesine alındı (sırada 1).',
      waitlistPosition: 1,
      participants: { current: 4, max: 4 },
    });
    const items = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(items).toHaveLength(3);
    expect(items[0].Update?.ExpressionAttributeValues).toMatchObject({ ':status': 'waitlisted' });
    expect(items[1].ConditionCheck?.Key).toEqual({ pk: `USER#${callerId}`, sk: 'PROFILE' });
    expect(items[2].Update?.ExpressionAttributeValues).toMatchObject({
      ':toWaiting': 1,
      ':toParticipants': 4,
    });
  });

  it('declines with the spec toast and one pending fewer on the event', async () => {
    table.on(TransactWriteCommand).resolves({});
    const response = await decide(declineHandler);

    expect(response.body.message).toBe('Request declined successfully!');
    const items = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(items[1].Update).toMatchObject({
      UpdateExpression: 'ADD pendingRequests :delta',
      ExpressionAttributeValues: { ':delta': -1, ':me': callerId },
    });
  });

  it('answers 409 NOT_PENDING for a request still in screening, without writing', async () => {
    storedItems({ ...pendingRequest, status: 'screening' });
    const response = await decide(acceptHandler);
    expect([response.statusCode, response.body.reason]).toEqual([409, 'NOT_PENDING']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 403 to anyone but the host, without writing', async () => {
    const response = await decide(acceptHandler, guestId);
    expect(response.statusCode).toBe(403);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 404 for an unknown request', async () => {
    storedItems(null);
    const response = await decide(declineHandler);
    expect(response.statusCode).toBe(404);
  });

  it('lists pending requests oldest first for the host only', async () => {
    const later = { ...pendingRequest, requesterId: 'b', createdAt: '2030-05-03T00:00:00.000Z' };
    table.on(QueryCommand).resolves({ Items: [later, pendingRequest] });

    const host = await invoke(listHandler, routeEvent({ pathParameters: { id: eventId } }));
    const guest = await invoke(listHandler, routeEvent({ pathParameters: { id: eventId }, userId: guestId }));

    expect(host.body.map((request: { id: string }) => request.id)).toEqual([guestId, 'b']);
    expect(host.body[0]).toMatchObject({ user: { userId: guestId, name: 'Mert' } });
    expect(guest.statusCode).toBe(403);
  });
});
