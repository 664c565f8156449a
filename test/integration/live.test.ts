/**
 * Live updates on the local engines: real sockets to the local WebSocket API, the real stream and the live-update
 * consumer posting through the local management API with the AWS SDK, as in the cloud.
 */
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import WebSocket from 'ws';
import { liveTokenParameter, liveWatchAreaRouteKey } from '../../lambdas/contracts/live';
import { areaWatchKey } from '../../lambdas/live/keys';
import { callEndpoint } from './support/api';
import { physicalEventBody } from './support/events';
import * as endpoints from './support/endpoints';
import {
  pendingRequester,
  publishedEvent,
  screenedStatus,
  sendJoinRequest,
  userWithProfile,
} from './support/join-requests';
import { stackInfo } from './support/stack-info';
import { closeTabs, connect, connectionsOf, until, watching } from './support/live-tabs';
import { getItem, tableClient } from './support/table';
import type { TestUser } from './support/users';
import { marshall } from '@aws-sdk/util-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { requestKey } from '../../lambdas/requests/keys';
import { localNames } from '../../bin/local/config';

async function areaItemsOf(cells: readonly string[], connectionId: string) {
  const items = await Promise.all(cells.map((cell) => getItem(areaWatchKey(cell, connectionId))));
  return items.filter((item) => item !== undefined);
}

afterAll(closeTabs);

describe('the WebSocket API', () => {
  it('refuses a connection without a valid access token', async () => {
    const url = new URL(stackInfo().websocketUrl);
    url.searchParams.set(liveTokenParameter, 'not-a-token');
    const socket = new WebSocket(url);
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.once('open', () => resolve(undefined));
      socket.once('error', () => resolve(undefined));
    });
    expect(status).toBe(401);
  });

  it('keeps an open connection in its user’s partition with a time to live, and forgets it when it closes', async () => {
    const user = await userWithProfile('tab');
    const { socket } = await connect(user);

    const [stored] = await connectionsOf(user);
    expect(stored).toMatchObject({ userId: user.userId });
    expect(Number(stored.expiresAt)).toBeGreaterThan(Date.now() / 1000 + 2 * 3600);

    socket.close();
    expect(
      await until(
        () => connectionsOf(user),
        (items) => items.length === 0,
      ),
    ).toEqual([]);
  });
});

describe('the WebSocket API’s routes', () => {
  it('answers an action with no route as API Gateway does, and a watch with no answer at all', async () => {
    const user = await userWithProfile('router');
    const tab = await connect(user);

    tab.socket.send(JSON.stringify({ action: 'subscribeEverything' }));
    const refused = await tab.next(() => true);
    expect(refused).toMatchObject({ message: 'Forbidden' });

    tab.socket.send(JSON.stringify({ action: liveWatchAreaRouteKey, near: [29.03, 40.99] }));
    await until(
      () => connectionsOf(user),
      (items) => typeof items[0]?.areaCells === 'string' && items[0].areaCells !== '',
    );
    // Other suites' events near the watched point may reach the tab meanwhile as live updates of a topic (that is
    // what a watch is for); an answer to the watch would be anything else.
    expect(tab.messages.filter((message) => !('topics' in message))).toEqual([refused]);
  });
});

describe('live updates', () => {
  it('a join request reaches the host’s socket once the screener passed it', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const hostTab = await connect(host);
    const guest = await userWithProfile('guest');

    const sent = Date.now();
    expect((await sendJoinRequest(guest, event.id)).status).toBe(201);

    const update = await hostTab.next((message) => message.topics.includes('requests'), 3_000);
    expect(update).toEqual({ topics: ['requests'], eventId: event.id });
    expect(await screenedStatus(event.id, guest.userId, 0)).toBe('pending');
    expect(Date.now() - sent).toBeLessThan(3_000);
  });

  it('a decision reaches the requester', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await pendingRequester(event.id, 'guest');
    const guestTab = await connect(guest);

    const accepted = await callEndpoint(endpoints.requests.acceptJoinRequest, {
      params: { id: event.id, requestId: guest.userId },
      token: host.accessToken,
    });
    expect(accepted.status).toBe(200);

    expect(await guestTab.next((message) => message.topics.includes('participation'))).toEqual({
      topics: ['participation'],
      eventId: event.id,
    });
  });

  it('a message reaches its recipient, not its sender', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await pendingRequester(event.id, 'guest');
    const [hostTab, guestTab] = await Promise.all([connect(host), connect(guest)]);

    const sent = await callEndpoint(endpoints.messages.sendMessage, {
      params: { id: event.id, userId: guest.userId },
      token: host.accessToken,
      body: { text: 'Cumartesi görüşürüz!' },
    });
    expect(sent.status).toBe(201);

    expect(await guestTab.next((message) => message.topics.includes('messages'))).toEqual({
      topics: ['messages'],
      eventId: event.id,
    });
    expect(hostTab.messages.filter((message) => message.topics.includes('messages'))).toEqual([]);
  });

  it('a friend request reaches the receiver’s socket, and its accept to the sender’s', async () => {
    const [sender, receiver] = await Promise.all([userWithProfile('sender'), userWithProfile('receiver')]);
    const [senderTab, receiverTab] = await Promise.all([connect(sender), connect(receiver)]);
    const befriend = (user: TestUser, userId: string) =>
      callEndpoint(endpoints.friends.addFriend, { params: { userId }, token: user.accessToken });

    expect((await befriend(sender, receiver.userId)).status).toBe(200);
    expect(await receiverTab.next((message) => message.topics.includes('friends'))).toEqual({
      topics: ['friends'],
    });

    senderTab.messages.length = 0;
    expect((await befriend(receiver, sender.userId)).body).toMatchObject({ status: 'friends' });
    expect(await senderTab.next((message) => message.topics.includes('friends'))).toEqual({
      topics: ['friends'],
    });
  });

  it('marking notifications read in one tab reaches the reader’s other tabs', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const otherTab = await connect(host);
    const guest = await userWithProfile('guest');
    await sendJoinRequest(guest, event.id);
    await otherTab.next((message) => message.topics.includes('notifications'));
    otherTab.messages.length = 0;

    const read = await callEndpoint(endpoints.notifications.markAllNotificationsRead, {
      token: host.accessToken,
    });
    expect(read.status).toBe(200);

    expect(await otherTab.next((message) => message.topics.includes('notifications'))).toEqual({
      topics: ['notifications'],
    });
  });

  it('a new event reaches the tabs watching its area, not its host’s nor a tab watching another city', async () => {
    // Trabzon, where no other suite on this stack places an event.
    const trabzon: [number, number] = [39.7168, 41.0027];
    const host = await userWithProfile('host');
    const [neighbour, hostTab, ankara] = await Promise.all([
      userWithProfile('neighbour').then((user) => watching(user, trabzon)),
      watching(host, trabzon),
      userWithProfile('ankara').then((user) => watching(user, [32.85, 39.92])),
    ]);

    const created = await callEndpoint(endpoints.events.createEvent, {
      token: host.accessToken,
      body: physicalEventBody({
        location: { name: 'Meydan', lat: trabzon[1], lng: trabzon[0], address: 'Ortahisar, Trabzon' },
        coordinates: trabzon,
        city: 'Trabzon',
        district: 'ORTAHİSAR',
      }),
    });
    expect(created.status).toBe(201);

    expect(await neighbour.next((message) => message.topics.includes('listings'))).toEqual({
      topics: ['listings'],
    });
    // Both posts of one fan-out leave together: by now the host's would have arrived too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The host hears of the token the event cost, not of the event as news (its first-event badge's notice may
    // come too, whenever the badges' consumer gets to it).
    expect(hostTab.messages).toContainEqual({ topics: ['balance'] });
    expect(hostTab.messages.filter((message) => message.topics.includes('listings'))).toEqual([]);
    expect(ankara.messages).toEqual([]);
  });

  it('a watch replaced by one with no point stops the news, and a closed tab leaves no area item behind', async () => {
    const user = await userWithProfile('watcher');
    const tab = await watching(user, [29.03, 40.99]);
    const [connection] = await connectionsOf(user);
    const cells = String(connection.areaCells).split(',');
    expect(cells.length).toBeGreaterThan(0);

    tab.socket.send(JSON.stringify({ action: liveWatchAreaRouteKey }));
    await until(
      () => connectionsOf(user),
      (items) => items[0]?.areaCells === '',
    );
    expect(await areaItemsOf(cells, String(connection.connectionId))).toEqual([]);

    tab.socket.send(JSON.stringify({ action: liveWatchAreaRouteKey, near: [29.03, 40.99] }));
    await until(
      () => connectionsOf(user),
      (items) => items[0]?.areaCells === cells.join(','),
    );
    tab.socket.close();
    await until(
      () => connectionsOf(user),
      (items) => items.length === 0,
    );
    expect(
      await until(
        () => areaItemsOf(cells, String(connection.connectionId)),
        (items) => items.length === 0,
      ),
    ).toEqual([]);
  });

  it('reaches every open tab of the user', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const tabs = await Promise.all([connect(host), connect(host)]);
    const guest = await userWithProfile('guest');

    await sendJoinRequest(guest, event.id);

    await Promise.all(tabs.map((tab) => tab.next((message) => message.topics.includes('requests'))));
  });

  it('a closed connection is removed when a live update finds it gone', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const { socket } = await connect(host);
    const [stored] = await connectionsOf(host);
    // Closed without a $disconnect reaching the table (as when API Gateway drops it): the item stays behind.
    socket.terminate();
    await until(
      () => connectionsOf(host),
      (items) => items.length === 0,
    );
    await tableClient().send(new PutCommand({ TableName: stackInfo().tableName, Item: stored }));

    const guest = await userWithProfile('guest');
    await sendJoinRequest(guest, event.id);

    expect(
      await until(
        () => connectionsOf(host),
        (items) => items.length === 0,
      ),
    ).toEqual([]);
  });

  it('the management API answers a post to a closed connection with GoneException', async () => {
    const client = new ApiGatewayManagementApiClient({
      endpoint: stackInfo().websocketCallbackUrl,
      region: localNames.region,
      credentials: localNames.credentials,
    });
    await expect(
      client.send(new PostToConnectionCommand({ ConnectionId: 'no-such-connection', Data: '{}' })),
    ).rejects.toBeInstanceOf(GoneException);
    client.destroy();
  });

  it('a redelivered record is sent again: a live update only says "read again", so the second costs one more read and changes nothing', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const hostTab = await connect(host);
    const guest = await userWithProfile('guest');
    await sendJoinRequest(guest, event.id);
    await screenedStatus(event.id, guest.userId);
    const requests = () => hostTab.messages.filter((message) => message.topics.includes('requests'));
    // the host hears of the request once the screener passed it
    await until(
      async () => requests().length,
      (count) => count >= 1,
    );
    const before = requests().length;

    // The consumer in this process, on the same engines, handed the screening's MODIFY record twice.
    const { handler } = await liveConsumer();
    const item = await getItem(requestKey(event.id, guest.userId));
    const record = {
      eventID: 'redelivered',
      eventName: 'MODIFY' as const,
      dynamodb: {
        Keys: marshall(requestKey(event.id, guest.userId)),
        OldImage: marshall({ ...item, status: 'screening' }, { removeUndefinedValues: true }),
        NewImage: marshall(item ?? {}, { removeUndefinedValues: true }),
        SequenceNumber: '1',
      },
    };
    for (const _ of [1, 2]) {
      await handler({ Records: [record] } as never, { functionName: 'send-live-updates' } as never);
    }

    const after = await until(
      async () => requests().slice(before),
      (messages) => messages.length >= 2,
    );
    expect(after).toEqual([
      { topics: ['requests'], eventId: event.id },
      { topics: ['requests'], eventId: event.id },
    ]);
  });
});

/** The live-update consumer loaded in the test's own process, configured for the test stack. */
async function liveConsumer() {
  const info = stackInfo();
  Object.assign(process.env, {
    AWS_REGION: localNames.region,
    AWS_ACCESS_KEY_ID: localNames.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localNames.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: info.dynamodbEndpoint,
    TABLE_NAME: info.tableName,
    WEBSOCKET_CALLBACK_URL: info.websocketCallbackUrl,
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  });
  return import('../../lambdas/live/handlers/send-live-updates');
}
