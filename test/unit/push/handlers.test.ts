import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as connect } from '../../../lambdas/push/handlers/connect';
import { handler as disconnect } from '../../../lambdas/push/handlers/disconnect';
import { handler as pushChanges } from '../../../lambdas/push/handlers/push-changes';
import { fanOutConcurrency, forEachBounded } from '../../../lambdas/push/fan-out';
import { connectionKey } from '../../../lambdas/push/keys';
import { clock } from '../../../lambdas/platform/clock';
import { eventKey, memberKey } from '../../../lambdas/events/keys';
import { requestKey } from '../../../lambdas/requests/keys';
import type { ConnectionEvent } from '../../../lambdas/push/connection-event';
import { lambdaContext } from '../support/events';
import { streamRecord } from './records';

const table = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(ApiGatewayManagementApiClient);
const now = new Date('2030-05-02T10:00:00.000Z');
const nowSeconds = now.getTime() / 1000;

beforeEach(() => {
  table.reset();
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

  it('refuses a connection its authorizer did not name a user for', async () => {
    await expect(connect(connectionEvent('$connect', 'c1'))).rejects.toThrow();
    expect(table).not.toHaveReceivedCommand(PutCommand);
  });
});

describe('the push consumer', () => {
  it('posts the message to every open connection of the host', async () => {
    connections({ host: ['c1', 'c2'] });

    const answer = await pushChanges({ Records: [newRequest()] }, lambdaContext);

    expect(answer.batchItemFailures).toEqual([]);
    expect(gateway).toHaveReceivedCommandTimes(PostToConnectionCommand, 2);
    expect(gateway).toHaveReceivedCommandWith(PostToConnectionCommand, {
      ConnectionId: 'c1',
      Data: JSON.stringify({ topics: ['requests'], eventId: 'e1' }),
    });
  });

  it('skips a connection past its time to live that DynamoDB has not deleted yet', async () => {
    connections({ host: ['old'] }, nowSeconds - 1);
    await pushChanges({ Records: [newRequest()] }, lambdaContext);
    expect(gateway).not.toHaveReceivedCommand(PostToConnectionCommand);
  });

  it('deletes a connection the post finds gone', async () => {
    connections({ host: ['gone', 'open'] });
    gateway
      .on(PostToConnectionCommand, { ConnectionId: 'gone' })
      .rejects(new GoneException({ message: 'Gone', $metadata: {} }));

    const answer = await pushChanges({ Records: [newRequest()] }, lambdaContext);

    expect(answer.batchItemFailures).toEqual([]);
    expect(table).toHaveReceivedCommandWith(DeleteCommand, { Key: connectionKey('host', 'gone') });
    expect(table).not.toHaveReceivedCommandWith(DeleteCommand, { Key: connectionKey('host', 'open') });
  });

  it('counts a failed post and lets the record pass (the tab reads again on focus or reconnect)', async () => {
    connections({ host: ['c1'] });
    gateway.on(PostToConnectionCommand).rejects(new Error('Throttled'));

    const answer = await pushChanges({ Records: [newRequest()] }, lambdaContext);

    expect(answer.batchItemFailures).toEqual([]);
    expect(table).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('retries the record when the connections cannot be read', async () => {
    table.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceeded'));

    // The whole batch failed: the stream retries it (bisecting), as with any failed record.
    await expect(pushChanges({ Records: [newRequest()] }, lambdaContext)).rejects.toThrow(
      'All records failed processing',
    );
  });

  it('fans an event’s edit out to every participant', async () => {
    connections({ p1: ['a'], p2: ['b'], p3: ['c'] });
    const event = (updatedAt: string) => ({ ...eventKey('e1'), id: 'e1', state: 'published', updatedAt });

    await pushChanges({ Records: [streamRecord('MODIFY', event('2'), event('1'))] }, lambdaContext);

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
