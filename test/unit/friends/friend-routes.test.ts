import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { FriendRecord } from '../../../lambdas/friends/friend-record';
import { handler as addHandler } from '../../../lambdas/friends/handlers/add-friend';
import { handler as eventsHandler } from '../../../lambdas/friends/handlers/friend-events';
import { handler as listHandler } from '../../../lambdas/friends/handlers/list-friends';
import { handler as removeHandler } from '../../../lambdas/friends/handlers/remove-friend';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import { handler as blockHandler } from '../../../lambdas/users/handlers/block-user';
import { eventItem } from '../support/event-records';
import { callerId, invoke, routeEvent } from '../support/events';
import { cancelledOn, cancelledWhere } from '../support/transactions';

const table = mockClient(DynamoDBDocumentClient);

const otherId = '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b';
const unknownId = '00000000-0000-4000-8000-000000000000';
const created = new Date('2029-03-04T05:06:07.000Z');
const profiles = [
  newProfileRecord(callerId, { email: 'ayse@squad.test', givenName: 'Ayşe' }, 5, created),
  newProfileRecord(otherId, { email: 'mert@squad.test', givenName: 'Mert' }, 5, created),
];
const mine = (status: FriendRecord['status']): FriendRecord => ({
  userId: otherId,
  name: 'Mert',
  username: null,
  avatar: null,
  status,
  requestedAt: '2029-03-05T00:00:00.000Z',
  since: status === 'friends' ? '2029-03-06T00:00:00.000Z' : null,
});

/** How the caller's item reads, one answer per read (the last repeats). */
function callerSees(...statuses: (FriendRecord['status'] | 'none')[]) {
  let read = 0;
  table.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    const { pk, sk } = input.Key;
    if (sk === 'PROFILE') return { Item: profiles.find((profile) => `USER#${profile.userId}` === pk) };
    if (sk.startsWith('FRIEND#')) {
      const status = statuses[Math.min(read++, statuses.length - 1)];
      return { Item: status === 'none' ? undefined : mine(status) };
    }
    return {};
  });
}

const items = (call = 0) =>
  table.commandCalls(TransactWriteCommand)[call].args[0].input.TransactItems as NonNullable<
    TransactWriteCommandInput['TransactItems']
  >;

beforeEach(() => {
  table.reset();
  callerSees('none');
  table.on(UpdateCommand).resolves({});
  table.on(TransactWriteCommand).resolves({});
  table.on(QueryCommand).resolves({ Items: [] });
  table.on(BatchGetCommand).resolves({ Responses: { 'squad-unit': [] } });
});

const add = (userId: string) => invoke(addHandler, routeEvent({ pathParameters: { userId } }));
const remove = (userId: string) => invoke(removeHandler, routeEvent({ pathParameters: { userId } }));

describe('PUT /private/friends/{userId}', () => {
  it('sends a request: both items put only if absent, with blocks checked both ways and both profiles active', async () => {
    const response = await add(otherId);

    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ status: 'outgoing', message: 'Arkadaşlık isteği gönderildi.' });
    const [mineItem, theirs, ...checks] = items();
    expect(mineItem.Put).toMatchObject({
      Item: { pk: `USER#${callerId}`, sk: `FRIEND#${otherId}`, status: 'outgoing', name: 'Mert' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(theirs.Put).toMatchObject({
      Item: { pk: `USER#${otherId}`, sk: `FRIEND#${callerId}`, status: 'incoming', name: 'Ayşe' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(checks.map((check) => check.ConditionCheck?.Key)).toEqual([
      { pk: `USER#${callerId}`, sk: `BLOCK#${otherId}` },
      { pk: `USER#${otherId}`, sk: `BLOCK#${callerId}` },
      { pk: `USER#${callerId}`, sk: 'PROFILE' },
      { pk: `USER#${otherId}`, sk: 'PROFILE' },
    ]);
  });

  it('accepts a waiting request: both items pinned to their statuses, both friend counts up by one', async () => {
    callerSees('incoming');

    const response = await add(otherId);

    expect(response.body).toEqual({ status: 'friends', message: 'Artık arkadaşsınız!' });
    const [mineItem, theirs, , , myCount, theirCount] = items();
    expect(mineItem.Update).toMatchObject({
      Key: { pk: `USER#${callerId}`, sk: `FRIEND#${otherId}` },
      ExpressionAttributeValues: expect.objectContaining({ ':seen': 'incoming', ':friends': 'friends' }),
    });
    expect(theirs.Update?.ExpressionAttributeValues).toMatchObject({ ':seen': 'outgoing' });
    for (const [count, userId] of [
      [myCount, callerId],
      [theirCount, otherId],
    ] as const) {
      expect(count.Update).toMatchObject({
        Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET stats.#friends = if_not_exists(stats.#friends, :zero) + :delta',
        ExpressionAttributeValues: { ':zero': 0, ':delta': 1 },
      });
    }
  });

  it("reads again and accepts when the other user's request crossed the caller's", async () => {
    callerSees('none', 'incoming');
    table
      .on(TransactWriteCommand)
      .callsFakeOnce(cancelledOn({ pk: `USER#${callerId}`, sk: `FRIEND#${otherId}` }))
      .resolves({});

    const response = await add(otherId);

    expect(response.body.status).toBe('friends');
    expect(items(1)[0].Update).toBeDefined();
  });

  it('writes nothing when the request already stands', async () => {
    callerSees('outgoing');
    expect((await add(otherId)).body.status).toBe('outgoing');
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 404 USER_NOT_FOUND when the other user blocked the caller, as for an unknown user', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn({ pk: `USER#${otherId}`, sk: `BLOCK#${callerId}` }));
    const response = await add(otherId);
    expect([response.statusCode, response.body.reason]).toEqual([404, 'USER_NOT_FOUND']);
  });

  it('answers 403 BLOCKED_BY_ME when the caller blocked the other user', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn({ pk: `USER#${callerId}`, sk: `BLOCK#${otherId}` }));
    const response = await add(otherId);
    expect(response.statusCode).toBe(403);
    expect(response.body).toEqual({
      message: 'Bu kullanıcıyı engelledin; arkadaş eklemek için önce engeli kaldır.',
      reason: 'BLOCKED_BY_ME',
    });
  });

  it('answers 404 when the other user is being deleted', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn({ pk: `USER#${otherId}`, sk: 'PROFILE' }));
    expect((await add(otherId)).statusCode).toBe(404);
  });

  it('answers 409 when the pair keeps moving under every attempt', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledWhere(({ sk }) => sk.startsWith('FRIEND#')));
    const response = await add(otherId);
    expect([response.statusCode, response.body.reason]).toEqual([409, 'CONCURRENT_UPDATE']);
    expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 5);
  });

  it('answers 400 SELF for yourself and 404 for an unknown user, writing nothing', async () => {
    const self = await invoke(
      addHandler,
      routeEvent({ pathParameters: { userId: otherId }, userId: otherId }),
    );
    expect([self.statusCode, self.body.reason]).toEqual([400, 'SELF']);
    expect((await add(unknownId)).statusCode).toBe(404);
    expect((await add('mert_k')).statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('DELETE /private/friends/{userId}', () => {
  it('ends a friendship: both items deleted while friends, both counts down by one', async () => {
    callerSees('friends');

    const response = await remove(otherId);

    expect(response.body).toEqual({ status: 'none', message: 'Arkadaşlıktan çıkarıldı.' });
    const [mineItem, theirs, myCount, theirCount] = items();
    expect(mineItem.Delete).toMatchObject({
      Key: { pk: `USER#${callerId}`, sk: `FRIEND#${otherId}` },
      ConditionExpression: '#status = :seen',
      ExpressionAttributeValues: { ':seen': 'friends' },
    });
    expect(theirs.Delete?.Key).toEqual({ pk: `USER#${otherId}`, sk: `FRIEND#${callerId}` });
    expect([myCount.Update?.ExpressionAttributeValues, theirCount.Update?.ExpressionAttributeValues]).toEqual(
      [
        { ':zero': 0, ':delta': -1 },
        { ':zero': 0, ':delta': -1 },
      ],
    );
  });

  it('declines an incoming request without touching the counts', async () => {
    callerSees('incoming');
    expect((await remove(otherId)).body.message).toBe('Arkadaşlık isteği reddedildi.');
    expect(items()).toHaveLength(3);
    expect(items()[1].Delete?.ExpressionAttributeValues).toEqual({ ':seen': 'outgoing' });
    expect(items()[2].ConditionCheck?.Key).toEqual({ pk: `USER#${callerId}`, sk: 'PROFILE' });
  });

  it('answers 404 NO_FRIENDSHIP when nothing stands between the two', async () => {
    const response = await remove(otherId);
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({
      message: 'Bu kullanıcıyla aranızda bir arkadaşlık ya da istek yok.',
      reason: 'NO_FRIENDSHIP',
    });
  });
});

describe('GET /private/friends', () => {
  it('reads one page after the cursor and answers the last user id as the next cursor', async () => {
    table.on(QueryCommand).resolves({ Items: [mine('friends')], LastEvaluatedKey: { pk: 'x', sk: 'y' } });

    const response = await invoke(listHandler, routeEvent({ queryStringParameters: { cursor: unknownId } }));

    expect(response.body).toEqual({
      items: [expect.objectContaining({ userId: otherId, status: 'friends' })],
      nextCursor: otherId,
    });
    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :after AND :end',
      ExpressionAttributeValues: {
        ':pk': `USER#${callerId}`,
        ':after': `FRIEND#${unknownId}\u0000`,
        ':end': 'FRIEND$',
      },
      Limit: 50,
    });
  });
});

describe('GET /private/friends, names', () => {
  it('shows the name, username and picture the friend has now, from one batch read of the page', async () => {
    table.on(QueryCommand).resolves({ Items: [mine('friends')] });
    table.on(BatchGetCommand).resolves({
      Responses: {
        'squad-unit': [
          {
            userId: otherId,
            displayName: 'Mert Kaya',
            username: 'mert_k',
            profilePicture: 'https://x/m.jpg',
          },
        ],
      },
    });

    const response = await invoke(listHandler, routeEvent());

    expect(response.body.items[0]).toMatchObject({
      name: 'Mert Kaya',
      username: 'mert_k',
      avatar: 'https://x/m.jpg',
    });
    expect(table).toHaveReceivedCommandTimes(BatchGetCommand, 1);
  });
});

describe('GET /private/friends/events', () => {
  const friendEvent = { ...eventItem, id: 'e-friend', hostId: otherId, startsAt: '2099-01-01T10:00:00.000Z' };

  it("answers friends' upcoming published events of the type, from a bounded read", async () => {
    table
      .on(QueryCommand)
      .callsFake((input: { IndexName?: string; ExpressionAttributeValues: Record<string, string> }) => {
        if (input.IndexName === 'byMember') {
          return {
            Items: ['e-friend', 'e-draft', 'e-online', 'e-mine', 'e-blocker'].map((eventId, index) => ({
              eventId,
              userId: otherId,
              role: eventId === 'e-blocker' ? 'participant' : 'host',
              gsi2sk: `2099-01-0${index + 1}T10:00:00.000Z#${eventId}`,
            })),
          };
        }
        // the caller blocked nobody; someone blocked the caller
        if (input.ExpressionAttributeValues[':prefix'] === 'BLOCK#') return { Items: [] };
        if (input.IndexName === 'userItemsElsewhere') return { Items: [{ gsi5sk: 'BLOCKED_BY#blocker' }] };
        return { Items: [mine('friends')] };
      });
    table.on(BatchGetCommand).resolves({
      Responses: {
        'squad-unit': [
          friendEvent,
          { ...friendEvent, id: 'e-draft', state: 'draft' },
          { ...friendEvent, id: 'e-online', type: 'online' },
          { ...friendEvent, id: 'e-mine', hostId: callerId },
          { ...friendEvent, id: 'e-blocker', hostId: 'blocker' },
        ],
      },
    });

    const response = await invoke(eventsHandler, routeEvent({ queryStringParameters: { type: 'physical' } }));

    expect(response.statusCode).toBe(200);
    expect(response.body.items).toEqual([
      {
        event: expect.objectContaining({ id: 'e-friend', status: 'upcoming' }),
        friends: [{ userId: otherId, name: 'Mert', role: 'host' }],
      },
    ]);
    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      FilterExpression: '#status = :friends',
      Limit: 100,
    });
    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'byMember',
      KeyConditionExpression: '#pk = :pk AND #sk > :after',
      ExpressionAttributeValues: expect.objectContaining({ ':pk': `USER#${otherId}` }),
      Limit: 4,
    });
    expect(table).toHaveReceivedCommandTimes(BatchGetCommand, 1);
  });

  it('answers 400 for a type that is not physical or online', async () => {
    const response = await invoke(eventsHandler, routeEvent({ queryStringParameters: { type: 'hybrid' } }));
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /private/blocks/{userId} between friends', () => {
  const block = () => invoke(blockHandler, routeEvent({ pathParameters: { userId: otherId } }));

  it('ends the friendship in the block’s own transaction: both items and both counts', async () => {
    callerSees('friends');

    expect((await block()).statusCode).toBe(200);

    const [put, ...ending] = items();
    expect(put.Put?.Item).toMatchObject({ pk: `USER#${callerId}`, sk: `BLOCK#${otherId}` });
    expect(ending.map((item) => item.Delete?.Key ?? item.Update?.Key)).toEqual([
      { pk: `USER#${callerId}`, sk: `FRIEND#${otherId}` },
      { pk: `USER#${otherId}`, sk: `FRIEND#${callerId}` },
      { pk: `USER#${callerId}`, sk: 'PROFILE' },
      { pk: `USER#${otherId}`, sk: 'PROFILE' },
    ]);
  });

  it('reads again when the friendship moved before the block landed', async () => {
    callerSees('incoming', 'none');
    table
      .on(TransactWriteCommand)
      .callsFakeOnce(cancelledOn({ pk: `USER#${otherId}`, sk: `FRIEND#${callerId}` }))
      .resolves({});

    expect((await block()).statusCode).toBe(200);

    expect(
      items(1)
        .slice(1)
        .map((item) => item.ConditionCheck?.ConditionExpression),
    ).toEqual([
      'attribute_not_exists(pk)',
      'attribute_not_exists(pk)',
      'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt)',
    ]);
  });
});
