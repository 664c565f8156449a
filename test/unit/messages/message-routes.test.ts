import '../support/env';
import 'aws-sdk-client-mock-jest';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as getThreadHandler } from '../../../lambdas/messages/handlers/get-thread';
import { handler as listThreadsHandler } from '../../../lambdas/messages/handlers/list-threads';
import { handler as sendHandler } from '../../../lambdas/messages/handlers/send-message';
import { newProfileRecord, type ProfileRecord } from '../../../lambdas/profile/profile';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import { eventItem } from '../support/event-records';
import { callerId, invoke, routeEvent } from '../support/events';
import { cancelledOn, cancelledWhere } from '../support/transactions';
import { blockKey } from '../../../lambdas/platform/keys';
import { profileKey } from '../../../lambdas/profile/keys';
import { requestKey } from '../../../lambdas/requests/keys';
import { eventKey } from '../../../lambdas/events/keys';

const table = mockClient(DynamoDBDocumentClient);

const hostId = callerId;
const guestId = '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b';
const strangerId = 'user-999';
const eventId = eventItem.id;
const threadPk = `THREAD#${eventId}#${guestId}`;

const profileOf = (userId: string, name: string, username: string): ProfileRecord => ({
  ...newProfileRecord(
    userId,
    { email: `${username}@squad.test`, givenName: name },
    5,
    new Date('2030-01-01'),
  ),
  username,
  profilePicture: `https://cdn.squad.test/avatars/${username}.jpg`,
});
const hostProfile = profileOf(hostId, 'Ayşe', 'ayse');
const guestProfile = profileOf(guestId, 'Mert', 'mert');

const openRequest: JoinRequestRecord = {
  eventId,
  requesterId: guestId,
  hostId,
  status: 'pending',
  message: 'Selam!',
  createdAt: '2030-05-02T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  screening: {
    outcome: 'approved',
    category: null,
    reason: 'Friendly.',
    screener: 'rules',
    screenedAt: '2030-05-02T10:00:01.000Z',
  },
  requester: { name: 'Mert (o zaman)', username: 'mert', avatar: null, rating: 0, eventCount: 0, badges: [] },
};

interface Stored {
  event?: typeof eventItem | null;
  request?: JoinRequestRecord | null;
  profiles?: ProfileRecord[];
}

/** GetItem answers by sort key: the event, the guest's request, and profiles by their partition. */
function storedItems({
  event = eventItem,
  request = openRequest,
  profiles = [hostProfile, guestProfile],
}: Stored = {}) {
  table.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    if (input.Key.sk === 'EVENT') return { Item: event ?? undefined };
    if (input.Key.sk === `REQUEST#${guestId}`) return { Item: request ?? undefined };
    if (input.Key.sk === 'PROFILE') {
      return { Item: profiles.find((profile) => `USER#${profile.userId}` === input.Key.pk) };
    }
    return {};
  });
}

const threadParams = { id: eventId, userId: guestId };
const send = (body: unknown, userId = hostId, pathParameters: Record<string, string> = threadParams) =>
  invoke(sendHandler, routeEvent({ body, userId, pathParameters }));
const read = (userId = hostId, pathParameters: Record<string, string> = threadParams) =>
  invoke(getThreadHandler, routeEvent({ userId, pathParameters }));
const transactItems = () => table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;

beforeEach(() => {
  table.reset();
  storedItems();
  table.on(TransactWriteCommand).resolves({});
  table.on(UpdateCommand).resolves({});
  table.on(QueryCommand).resolves({ Items: [] });
  table.on(BatchGetCommand).resolves({ Responses: { 'squad-unit': [eventItem] } });
});

describe('POST /private/event/{id}/messages/{userId}', () => {
  it('writes the message, both summaries, both block checks, the request check, both accounts’ checks and the event’s in one transaction', async () => {
    const response = await send({ text: '  Selam Mert, cumartesi görüşürüz!  ' });

    expect(response.statusCode).toBe(201);
    const { message } = response.body;
    expect(message).toMatchObject({ senderId: hostId, text: 'Selam Mert, cumartesi görüşürüz!' });
    const items = transactItems();
    expect(items).toHaveLength(9);
    expect(items[0].Put).toEqual({
      TableName: 'squad-unit',
      Item: {
        pk: threadPk,
        sk: `MSG#${message.sentAt}#${message.id}`,
        id: message.id,
        senderId: hostId,
        text: 'Selam Mert, cumartesi görüşürüz!',
        sentAt: message.sentAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1].Update).toMatchObject({
      Key: { pk: `USER#${hostId}`, sk: `THREAD#${eventId}#${guestId}` },
      UpdateExpression: expect.not.stringContaining('ADD'),
      ExpressionAttributeValues: {
        ':eventTitle': eventItem.title,
        ':requesterId': guestId,
        ':other': { userId: guestId, name: 'Mert', username: 'mert', avatar: guestProfile.profilePicture },
        ':lastMessage': 'Selam Mert, cumartesi görüşürüz!',
        ':lastMessageAt': message.sentAt,
        ':unread': 0,
      },
    });
    expect(items[2].Update).toMatchObject({
      Key: { pk: `USER#${guestId}`, sk: `THREAD#${eventId}#${guestId}` },
      UpdateExpression: expect.stringMatching(/ ADD #unread :one$/),
      ExpressionAttributeNames: expect.objectContaining({ '#unread': 'unread' }),
      ExpressionAttributeValues: expect.objectContaining({
        ':one': 1,
        ':other': { userId: hostId, name: 'Ayşe', username: 'ayse', avatar: hostProfile.profilePicture },
      }),
    });
    expect(items[3].ConditionCheck).toEqual({
      TableName: 'squad-unit',
      Key: { pk: `USER#${hostId}`, sk: `BLOCK#${guestId}` },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[4].ConditionCheck).toEqual({
      TableName: 'squad-unit',
      Key: { pk: `USER#${guestId}`, sk: `BLOCK#${hostId}` },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[5].ConditionCheck).toMatchObject({
      Key: { pk: `EVENT#${eventId}`, sk: `REQUEST#${guestId}` },
      ConditionExpression: '#screening.#outcome = :approved',
      ExpressionAttributeValues: { ':approved': 'approved' },
    });
    // the sender's account may write (not deleted, suspended or banned); the recipient's is still there
    expect(items[6].ConditionCheck).toEqual({
      TableName: 'squad-unit',
      Key: { pk: `USER#${hostId}`, sk: 'PROFILE' },
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt)',
      ExpressionAttributeNames: {
        '#deletionStarted': 'deletionStartedAt',
        '#suspendedUntil': 'suspendedUntil',
        '#bannedAt': 'bannedAt',
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    expect(items[7].ConditionCheck).toEqual({
      TableName: 'squad-unit',
      Key: { pk: `USER#${guestId}`, sk: 'PROFILE' },
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#deletionStarted)',
      ExpressionAttributeNames: { '#deletionStarted': 'deletionStartedAt' },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    expect(items[8].ConditionCheck).toMatchObject({
      Key: { pk: `EVENT#${eventId}`, sk: 'EVENT' },
      ConditionExpression: '#state <> :cancelled',
    });
  });

  it("lets the requester write to the host, counting unread on the host's summary", async () => {
    const response = await send({ text: 'Ne getireyim?' }, guestId);

    expect(response.statusCode).toBe(201);
    const items = transactItems();
    expect(items[1].Update?.Key).toEqual({ pk: `USER#${guestId}`, sk: `THREAD#${eventId}#${guestId}` });
    expect(items[2].Update?.Key).toEqual({ pk: `USER#${hostId}`, sk: `THREAD#${eventId}#${guestId}` });
    expect(items[2].Update?.ExpressionAttributeValues).toMatchObject({ ':one': 1 });
  });

  it('answers 410 RECIPIENT_DELETED when the recipient’s account is deleted or being deleted', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(profileKey(guestId)));
    const response = await send({ text: 'Orada mısın?' });
    expect(response.statusCode).toBe(410);
    expect(response.body).toEqual({
      message: 'Bu kullanıcı hesabını sildi; artık mesaj gönderemezsin.',
      reason: 'RECIPIENT_DELETED',
    });
  });

  it('answers 401 ACCOUNT_DELETED when the sender’s own account is being deleted', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(profileKey(hostId)));
    const response = await send({ text: 'Son bir şey' });
    expect([response.statusCode, response.body.reason]).toEqual([401, 'ACCOUNT_DELETED']);
  });

  it.each([
    ['the sender blocked the recipient', blockKey(hostId, guestId)],
    ['the recipient blocked the sender', blockKey(guestId, hostId)],
  ])('answers the unknown event’s 404 when %s as the message is written', async (_case, block) => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(block));
    const response = await send({ text: 'Merhaba' });
    expect([response.statusCode, response.body.reason]).toEqual([404, 'EVENT_NOT_FOUND']);
  });

  it('answers 409 EVENT_CANCELLED when the host cancelled the event as the message is written', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(eventKey(eventId)));
    const response = await send({ text: 'Neden iptal oldu?' });
    expect(response.statusCode).toBe(409);
    expect(response.body).toEqual({
      message: 'Etkinlik iptal edildi; bu konuşmaya yeni mesaj yazılamaz.',
      reason: 'EVENT_CANCELLED',
    });
  });

  it('answers 410 RECIPIENT_DELETED when the recipient’s deletion cancelled the event too', async () => {
    const gone = [profileKey(guestId), eventKey(eventId)];
    table
      .on(TransactWriteCommand)
      .callsFake(cancelledWhere(({ pk, sk }) => gone.some((key) => key.pk === pk && key.sk === sk)));
    const response = await send({ text: 'Orada mısın?' });
    expect([response.statusCode, response.body.reason]).toEqual([410, 'RECIPIENT_DELETED']);
  });

  it('answers 403 NOT_A_PARTY when the screener declined the request before the write', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(requestKey(eventId, guestId)));
    const response = await send({ text: 'Merhaba' });
    expect([response.statusCode, response.body.reason]).toEqual([403, 'NOT_A_PARTY']);
  });

  it('refuses a third user with 403 NOT_A_PARTY, writing nothing', async () => {
    const response = await send({ text: 'Ben de buradayım' }, strangerId);
    expect(response.statusCode).toBe(403);
    expect(response.body).toEqual({ message: 'Bu konuşmaya erişimin yok.', reason: 'NOT_A_PARTY' });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a thread with a user who never asked to join, writing nothing', async () => {
    storedItems({ request: null });
    const response = await send({ text: 'Gelsene' });
    expect([response.statusCode, response.body.reason]).toEqual([403, 'NOT_A_PARTY']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each(['screening', 'held'] as const)(
    'asks the requester of a request still %s to wait (409), writing nothing',
    async (status) => {
      storedItems({ request: { ...openRequest, status, screening: null } });
      const response = await send({ text: 'Merhaba, ne getireyim?' }, guestId);
      expect([response.statusCode, response.body.reason]).toEqual([409, 'NOT_SCREENED_YET']);
      expect(response.body.message).toBe(
        'Katılım isteğin henüz inceleniyor; ev sahibine ulaştığında ona mesaj yazabilirsin.',
      );
      expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
    },
  );

  it.each(['screening', 'held'] as const)(
    'tells the host nothing of a request still %s: no thread, as if none was sent',
    async (status) => {
      storedItems({ request: { ...openRequest, status, screening: null } });
      const sent = await send({ text: 'Merhaba!' });
      const read = await invoke(
        getThreadHandler,
        routeEvent({ userId: hostId, pathParameters: threadParams }),
      );
      expect([sent.statusCode, sent.body.reason]).toEqual([403, 'NOT_A_PARTY']);
      expect([read.statusCode, read.body.reason]).toEqual([403, 'NOT_A_PARTY']);
      expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
    },
  );

  it('refuses both sides of a request the screener declined, writing nothing', async () => {
    storedItems({
      request: {
        ...openRequest,
        status: 'declined',
        decidedBy: 'screener',
        screening: { ...openRequest.screening!, outcome: 'rejected', category: 'harassment' },
      },
    });
    const host = await send({ text: 'Neden?' });
    const guest = await send({ text: 'Neden?' }, guestId);
    expect([host.statusCode, guest.statusCode]).toEqual([403, 403]);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('keeps the thread open after the host declined the request', async () => {
    storedItems({ request: { ...openRequest, status: 'declined', decidedBy: 'host' } });
    expect((await send({ text: 'Bir dahaki sefere!' })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown event', async () => {
    storedItems({ event: null });
    const response = await send({ text: 'Merhaba' });
    expect([response.statusCode, response.body.reason]).toEqual([404, 'EVENT_NOT_FOUND']);
  });

  it.each([
    ['a blank text', { text: ' \n\t ' }],
    ['a missing text', {}],
    ['a text over 1000 characters', { text: 'a'.repeat(1001) }],
    ['a text with control characters', { text: 'a\u0007b' }],
    ['a text with a bidirectional override', { text: 'abc\u202edef' }],
    ['a text that is not a string', { text: 42 }],
    ['an unknown field', { text: 'Merhaba', senderId: guestId }],
  ])('answers 400 for %s, writing nothing', async (_case, body) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 400 "Mesaj boş olamaz." for a blank message', async () => {
    expect((await send({ text: '   ' })).body.message).toBe('Mesaj boş olamaz.');
  });

  it.each([
    ['an event id that is not a uuid', { id: 'nope', userId: guestId }],
    ['a user id that is not a uuid', { id: eventId, userId: 'mert' }],
  ])('answers 400 for %s, reading nothing', async (_case, pathParameters) => {
    const response = await send({ text: 'Merhaba' }, hostId, pathParameters);
    expect(response.statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(GetCommand);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await invoke(
      sendHandler,
      routeEvent({ rawBody: '{text', pathParameters: threadParams }),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /private/event/{id}/messages/{userId}', () => {
  const stored = (sentAt: string, senderId: string, text: string) => ({
    pk: threadPk,
    sk: `MSG#${sentAt}#${text}`,
    id: text,
    senderId,
    text,
    sentAt,
  });

  it('answers the newest 100 messages oldest first, with the other party from the caller’s side', async () => {
    table.on(QueryCommand).resolves({
      Items: [
        stored('2030-05-02T10:02:00.000Z', guestId, 'third'),
        stored('2030-05-02T10:01:00.000Z', hostId, 'second'),
        stored('2030-05-02T10:00:00.000Z', guestId, 'first'),
      ],
    });

    const host = await read();
    const guest = await read(guestId);

    expect(host.statusCode).toBe(200);
    expect(host.body).toEqual({
      eventId,
      eventTitle: eventItem.title,
      userId: guestId,
      other: { userId: guestId, name: 'Mert', username: 'mert', avatar: guestProfile.profilePicture },
      messages: [
        { id: 'first', senderId: guestId, text: 'first', sentAt: '2030-05-02T10:00:00.000Z', removed: false },
        {
          id: 'second',
          senderId: hostId,
          text: 'second',
          sentAt: '2030-05-02T10:01:00.000Z',
          removed: false,
        },
        { id: 'third', senderId: guestId, text: 'third', sentAt: '2030-05-02T10:02:00.000Z', removed: false },
      ],
    });
    expect(guest.body.other).toMatchObject({ userId: hostId, name: 'Ayşe' });
    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': threadPk, ':prefix': 'MSG#' },
      ScanIndexForward: false,
      Limit: 100,
    });
  });

  it("marks the thread read on the caller's summary only, if it has one", async () => {
    await read(guestId);
    expect(table).toHaveReceivedCommandTimes(UpdateCommand, 1);
    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: `USER#${guestId}`, sk: `THREAD#${eventId}#${guestId}` },
      UpdateExpression: 'SET #unread = :zero',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':zero': 0 },
    });
  });

  it('answers an empty thread before the first message (no summary to mark read)', async () => {
    table
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'no summary', $metadata: {} }));
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.body.messages).toEqual([]);
  });

  it('refuses a third user with 403 NOT_A_PARTY, reading no message and marking nothing', async () => {
    const response = await read(strangerId);
    expect([response.statusCode, response.body.reason]).toEqual([403, 'NOT_A_PARTY']);
    expect(table).not.toHaveReceivedCommand(QueryCommand);
    expect(table).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('refuses the host a thread addressed to another requester who never asked', async () => {
    storedItems({ request: null });
    const response = await read(hostId, { id: eventId, userId: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d' });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['an event id that is not a uuid', { id: '../x', userId: guestId }],
    ['a user id that is not a uuid', { id: eventId, userId: 'x' }],
    ['missing parameters', {}],
  ])('answers 400 for %s', async (_case, pathParameters) => {
    const response = await read(hostId, pathParameters);
    expect(response.statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(GetCommand);
  });
});

describe('GET /private/messages', () => {
  const summary = (otherId: string, lastMessageAt: string, unread: number) => ({
    pk: `USER#${hostId}`,
    sk: `THREAD#${eventId}#${otherId}`,
    eventId,
    eventTitle: eventItem.title,
    requesterId: otherId,
    other: { userId: otherId, name: otherId, username: null, avatar: null },
    lastMessage: `from ${otherId}`,
    lastMessageAt,
    unread,
  });
  const blockedId = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

  it('lists threads newest activity first, without blocked users, and totals the unread', async () => {
    table.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) =>
      input.ExpressionAttributeValues[':prefix'] === 'THREAD#'
        ? {
            Items: [
              summary('older', '2030-05-02T09:00:00.000Z', 2),
              summary(blockedId, '2030-05-02T11:00:00.000Z', 7),
              summary('newer', '2030-05-02T10:00:00.000Z', 1),
            ],
          }
        : {
            Items: [
              {
                pk: `USER#${hostId}`,
                sk: `BLOCK#${blockedId}`,
                userId: blockedId,
                name: 'Troll',
                username: null,
                avatar: null,
                blockedAt: '2030-05-01T00:00:00.000Z',
              },
            ],
          },
    );

    const response = await invoke(listThreadsHandler, routeEvent());

    expect(response.statusCode).toBe(200);
    expect(response.body.threads.map((thread: { userId: string }) => thread.userId)).toEqual([
      'newer',
      'older',
    ]);
    expect(response.body.unreadTotal).toBe(3);
    expect(response.body.threads[0]).toEqual({
      eventId,
      eventTitle: eventItem.title,
      userId: 'newer',
      other: { userId: 'newer', name: 'newer', username: null, avatar: null },
      lastMessage: 'from newer',
      lastMessageAt: '2030-05-02T10:00:00.000Z',
      unread: 1,
    });
  });

  it("titles each thread with its event's current title, read in one BatchGetItem", async () => {
    table.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
      Items:
        input.ExpressionAttributeValues[':prefix'] === 'THREAD#'
          ? [{ ...summary(guestId, '2030-05-02T09:00:00.000Z', 0), eventTitle: 'Eski başlık' }]
          : [],
    }));

    const response = await invoke(listThreadsHandler, routeEvent());

    expect(response.body.threads[0].eventTitle).toBe(eventItem.title);
    expect(table).toHaveReceivedCommandTimes(BatchGetCommand, 1);
    expect(table).toHaveReceivedCommandWith(BatchGetCommand, {
      RequestItems: { 'squad-unit': { Keys: [{ pk: `EVENT#${eventId}`, sk: 'EVENT' }] } },
    });
  });

  it("reads a bounded page of the caller's own summaries", async () => {
    await invoke(listThreadsHandler, routeEvent());
    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${hostId}`, ':prefix': 'THREAD#' },
      Limit: 100,
    });
  });

  it('answers an empty inbox with nothing unread', async () => {
    const response = await invoke(listThreadsHandler, routeEvent());
    expect(response.body).toEqual({ threads: [], unreadTotal: 0 });
  });
});
