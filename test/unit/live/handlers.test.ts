import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as connect } from '../../../lambdas/live/handlers/connect';
import { handler as disconnect } from '../../../lambdas/live/handlers/disconnect';
import { handler as sendLiveUpdates } from '../../../lambdas/live/handlers/send-live-updates';
import { handler as watchAreaHandler } from '../../../lambdas/live/handlers/watch-area';
import { coveringCells, nearbyKm } from '../../../lambdas/platform/geohash';
import { tableIndexes } from '../../../lambdas/platform/table-schema';
import { fanOutConcurrency, forEachBounded } from '../../../lambdas/live/fan-out';
import { areaWatchKey, connectionKey } from '../../../lambdas/live/keys';
import { clock } from '../../../lambdas/platform/clock';
import { cellPartition, eventKey, memberKey } from '../../../lambdas/events/keys';
import { requestKey } from '../../../lambdas/requests/keys';
import type { ConnectionEvent } from '../../../lambdas/live/connection-event';
import { lambdaContext } from '../support/events';
import { streamRecord } from './records';

const table = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(ApiGatewayManagementApiClient);
const now = new Date('2030-05-02T10:00:00.000Z');
const nowSeconds = now.getTime() / 1000;

beforeEach(() => {
  table.reset();
  table.on(DeleteCommand).resolves({});
  gateway.reset();
  jest.spyOn(clock, 'now').mockReturnValue(now);
});

const connectionEvent = (routeKey: string, connectionId: string, userId?: string) =>
  ({
    requestContext: {
      routeKey,
      connectionId,
      eventType: routeKey === '$connect' ? 'CONNECT' : 'DISCONNECT',
      ...(userId ? { authorizer: { principalId: userId, userId, username: userId } } : {}),
    },
    isBase64Encoded: false,
  }) as unknown as ConnectionEvent;

/** The connection items each user has, as the consumer's query finds them. */
function connections(byUser: Record<string, string[]>, expiresAt = nowSeconds + 3600) {
  table.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const pk = input.ExpressionAttributeValues[':pk'];
    const prefix = input.ExpressionAttributeValues[':prefix'];
    if (prefix === 'MEMBER#') {
      return {
        Items: ['p1', 'p2', 'p3'].map((userId) => ({
          ...memberKey('e1', userId),
          userId,
          role: 'participant',
        })),
      };
    }
    const userId = pk.slice('USER#'.length);
    return {
      Items: (byUser[userId] ?? []).map((connectionId) => ({
        ...connectionKey(userId, connectionId),
        userId,
        connectionId,
        expiresAt,
      })),
    };
  });
}

/** A request the screener just passed to the host. */
const newRequest = () => {
  const request = { ...requestKey('e1', 'guest'), eventId: 'e1', hostId: 'host', requesterId: 'guest' };
  return streamRecord('MODIFY', { ...request, status: 'pending' }, { ...request, status: 'screening' });
};

describe('$connect and $disconnect', () => {
  it('stores the connection in its user’s partition with a time to live past API Gateway’s 2 hours', async () => {
    expect(await connect(connectionEvent('$connect', 'c1', 'u1'))).toMatchObject({ statusCode: 200 });
    expect(table).toHaveReceivedCommandWith(PutCommand, {
      Item: {
        ...connectionKey('u1', 'c1'),
        userId: 'u1',
        connectionId: 'c1',
        connectedAt: now.toISOString(),
        expiresAt: nowSeconds + 2 * 3600 + 300,
      },
    });
  });

  it('deletes the connection when it closes', async () => {
    await disconnect(connectionEvent('$disconnect', 'c1', 'u1'));
    expect(table).toHaveReceivedCommandWith(DeleteCommand, { Key: connectionKey('u1', 'c1') });
  });

  it('deletes the area items of a closing connection that watched an area', async () => {
    table
      .on(DeleteCommand, { Key: connectionKey('u1', 'c1') })
      .resolves({ Attributes: { connectionId: 'c1', areaCells: 'sxk3,sxk9' } });

    await disconnect(connectionEvent('$disconnect', 'c1', 'u1'));

    expect(table).toHaveReceivedCommandWith(DeleteCommand, { Key: areaWatchKey('sxk3', 'c1') });
    expect(table).toHaveReceivedCommandWith(DeleteCommand, { Key: areaWatchKey('sxk9', 'c1') });
  });

  it('refuses a connection its authorizer did not name a user for', async () => {
    await expect(connect(connectionEvent('$connect', 'c1'))).rejects.toThrow();
    expect(table).not.toHaveReceivedCommand(PutCommand);
  });
});

describe('watching an area', () => {
  const moda: [number, number] = [29.0254, 40.9833];
  const watch = (body: unknown, userId = 'u1') =>
    watchAreaHandler({
      ...connectionEvent('watchArea', 'c1', userId),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    } as ConnectionEvent);
  const sentTransaction = () =>
    (table.commandCalls(TransactWriteCommand)[0]?.args[0].input as TransactWriteCommandInput).TransactItems ??
    [];
  const connectionItem = (areaCells?: string) =>
    table.on(GetCommand).resolves({
      Item: {
        ...connectionKey('u1', 'c1'),
        expiresAt: nowSeconds + 3600,
        ...(areaCells ? { areaCells } : {}),
      },
    });

  beforeEach(() => table.on(TransactWriteCommand).resolves({}));

  it('files the connection under every cell within the nearby radius of the point, with its time to live', async () => {
    connectionItem();

    expect(await watch({ action: 'watchArea', near: moda })).toMatchObject({ statusCode: 200 });

    const cells = coveringCells(moda, nearbyKm);
    const puts = sentTransaction().flatMap((item) => (item.Put ? [item.Put.Item] : []));
    expect(puts).toEqual(
      cells.map((cell) => ({
        ...areaWatchKey(cell, 'c1'),
        userId: 'u1',
        connectionId: 'c1',
        expiresAt: nowSeconds + 3600,
      })),
    );
    expect(sentTransaction()[0]?.Update).toMatchObject({
      Key: connectionKey('u1', 'c1'),
      ExpressionAttributeValues: { ':cells': cells.join(',') },
    });
  });

  it('replaces the cells the connection watched before, and stops watching with no point', async () => {
    connectionItem('sxk3,sxk9');

    await watch({ action: 'watchArea' });

    const deleted = sentTransaction().flatMap((item) => (item.Delete ? [item.Delete.Key] : []));
    expect(deleted).toEqual([areaWatchKey('sxk3', 'c1'), areaWatchKey('sxk9', 'c1')]);
    expect(sentTransaction()[0]?.Update).toMatchObject({
      ConditionExpression: 'areaCells = :before',
      ExpressionAttributeValues: { ':cells': '', ':before': 'sxk3,sxk9' },
    });
  });

  it('answers 400 to a message that is not a watch and writes nothing', async () => {
    connectionItem();
    for (const body of [
      'not json',
      { action: 'watchArea', near: [500, 40] },
      { action: 'watchArea', near: 'Moda' },
    ]) {
      expect(await watch(body)).toMatchObject({ statusCode: 400 });
    }
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 429 once the user has spent the limit of a signed-in write, and writes nothing', async () => {
    connectionItem();
    table.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'spent', $metadata: {} }));

    // Another user: an instance remembers a spent counter, and refuses it again without a write.
    expect(await watch({ action: 'watchArea', near: moda }, 'spender')).toMatchObject({ statusCode: 429 });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('writes nothing for a connection already gone', async () => {
    table.on(GetCommand).resolves({});
    expect(await watch({ action: 'watchArea', near: moda })).toMatchObject({ statusCode: 200 });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('the live-update consumer', () => {
  it('posts the message to every open connection of the host', async () => {
    connections({ host: ['c1', 'c2'] });

    const answer = await sendLiveUpdates({ Records: [newRequest()] }, lambdaContext);

    expect(answer.batchItemFailures).toEqual([]);
    expect(gateway).toHaveReceivedCommandTimes(PostToConnectionCommand, 2);
    expect(gateway).toHaveReceivedCommandWith(PostToConnectionCommand, {
      ConnectionId: 'c1',
      Data: JSON.stringify({ topics: ['requests'], eventId: 'e1' }),
    });
  });

  it('skips a connection past its time to live that DynamoDB has not deleted yet', async () => {
    connections({ host: ['old'] }, nowSeconds - 1);
    await sendLiveUpdates({ Records: [newRequest()] }, lambdaContext);
    expect(gateway).not.toHaveReceivedCommand(PostToConnectionCommand);
  });

  it('deletes a connection the post finds gone', async () => {
    connections({ host: ['gone', 'open'] });
    gateway
      .on(PostToConnectionCommand, { ConnectionId: 'gone' })
      .rejects(new GoneException({ message: 'Gone', $metadata: {} }));

    const answer = await sendLiveUpdates({ Records: [newRequest()] }, lambdaContext);

    expect(answer.batchItemFailures).toEqual([]);
    expect(table).toHaveReceivedCommandWith(DeleteCommand, { Key: connectionKey('host', 'gone') });
    expect(table).not.toHaveReceivedCommandWith(DeleteCommand, { Key: connectionKey('host', 'open') });
  });

  it('counts a failed post and lets the record pass (the tab reads again on focus or reconnect)', async () => {
    connections({ host: ['c1'] });
    gateway.on(PostToConnectionCommand).rejects(new Error('Throttled'));

    const answer = await sendLiveUpdates({ Records: [newRequest()] }, lambdaContext);

    expect(answer.batchItemFailures).toEqual([]);
    expect(table).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('retries the record when the connections cannot be read', async () => {
    table.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceeded'));

    // The whole batch failed: the stream retries it (bisecting), as with any failed record.
    await expect(sendLiveUpdates({ Records: [newRequest()] }, lambdaContext)).rejects.toThrow(
      'All records failed processing',
    );
  });

  it('posts a newly listed event to the connections watching its cell, but its host’s', async () => {
    table.on(QueryCommand).resolves({
      Items: [
        {
          ...areaWatchKey('sxk9', 'near'),
          userId: 'neighbour',
          connectionId: 'near',
          expiresAt: nowSeconds + 60,
        },
        { ...areaWatchKey('sxk9', 'own'), userId: 'host', connectionId: 'own', expiresAt: nowSeconds + 60 },
        { ...areaWatchKey('sxk9', 'old'), userId: 'other', connectionId: 'old', expiresAt: nowSeconds - 1 },
      ],
    });
    const listed = {
      ...eventKey('e1'),
      id: 'e1',
      hostId: 'host',
      state: 'published',
      [tableIndexes.eventsByCell.partitionKey]: cellPartition('sxk9'),
    };

    await sendLiveUpdates({ Records: [streamRecord('INSERT', listed)] }, lambdaContext);

    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'AREA#sxk9', ':prefix': 'CONNECTION#' },
    });
    expect(gateway).toHaveReceivedCommandTimes(PostToConnectionCommand, 1);
    expect(gateway).toHaveReceivedCommandWith(PostToConnectionCommand, {
      ConnectionId: 'near',
      Data: JSON.stringify({ topics: ['listings'] }),
    });
  });

  it('fans an event’s edit out to every participant', async () => {
    connections({ p1: ['a'], p2: ['b'], p3: ['c'] });
    const event = (updatedAt: string) => ({ ...eventKey('e1'), id: 'e1', state: 'published', updatedAt });

    await sendLiveUpdates({ Records: [streamRecord('MODIFY', event('2'), event('1'))] }, lambdaContext);

    expect(gateway).toHaveReceivedCommandTimes(PostToConnectionCommand, 3);
  });
});

describe('bounded fan-out', () => {
  it('runs at most the limit at a time, and every item once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachBounded(
      Array.from({ length: 200 }, (_, index) => index),
      fanOutConcurrency,
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        done.push(item);
      },
    );
    expect(most).toBe(fanOutConcurrency);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, index) => index));
  });
});
