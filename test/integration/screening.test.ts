/**
 * The screener on the local engines: a join request sent through the real API reaches the screener through
 * DynamoDB Local's stream and the poller (with the mapping's filter and retry settings from the function
 * list), and its verdict is stored within two seconds. The stuck-screening sweep runs in this process, with a
 * Bedrock screener whose model cannot be reached (every attempt is refused at once, as in an outage).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { requestKey } from '../../lambdas/requests/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { runScheduledJob } from './support/jobs';
import {
  publishedEvent,
  requestStuckInScreening,
  screenedStatus,
  sendJoinRequest,
  userWithProfile,
} from './support/join-requests';
import { inboxOf, readThread, sendMessage } from './support/messages';
import { stackInfo } from './support/stack-info';
import { getItem, tableClient } from './support/table';
import type { TestUser } from './support/users';

Object.assign(process.env, {
  SCREENER: 'bedrock',
  SCREENER_MODEL_ID: 'eu.amazon.nova-micro-v1:0',
  AWS_ENDPOINT_URL_BEDROCK_RUNTIME: 'http://127.0.0.1:9',
});

/** The promise: the local poller delivers a new request to the screener within 2 seconds. */
const screeningDeadlineMs = 2_000;

async function screenedWithinDeadline(eventId: string, requesterId: string) {
  const status = await screenedStatus(eventId, requesterId, screeningDeadlineMs);
  return { status, item: await getItem(requestKey(eventId, requesterId)) };
}

describe('screening through the stream', () => {
  it('passes a friendly Turkish request to the host, approved by the rules screener', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('friendly');

    const sent = await sendJoinRequest(
      guest,
      event.id,
      'Merhaba! Ben de basketbol oynamayı çok seviyorum, katılabilir miyim?',
    );
    const { status, item } = await screenedWithinDeadline(event.id, guest.userId);

    expect(sent.status).toBe(201);
    expect(status).toBe('pending');
    expect(item?.screening).toMatchObject({ outcome: 'approved', screener: 'rules' });
  });

  it('declines an insulting request and keeps the category and reason for audit', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('rude');

    await sendJoinRequest(guest, event.id, 'Siktir git aptal orospu çocuğu, fuck you idiot');
    const { status, item } = await screenedWithinDeadline(event.id, guest.userId);

    expect(status).toBe('declined');
    expect(item).toMatchObject({
      decidedBy: 'screener',
      screening: { outcome: 'rejected', category: 'harassment', reason: expect.any(String) },
    });
  });

  it('screens the next request in time after a poison record on the stream', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('after-poison');
    // A join-request key in screening without the attributes the screener reads: it matches the filter and fails.
    await tableClient().send(
      new PutCommand({
        TableName: stackInfo().tableName,
        Item: { ...requestKey(event.id, randomUUID()), status: 'screening' },
      }),
    );

    await sendJoinRequest(guest, event.id, 'Selam, ben de gelebilir miyim?');

    expect((await screenedWithinDeadline(event.id, guest.userId)).status).toBe('pending');
  });
});

const sweep = () => runScheduledJob('screening/handlers/sweep-stuck-screening');

/** A host's event with a request the stream left in `screening`, sent `minutesAgo`. */
async function stuckRequest(minutesAgo: number) {
  const host = await userWithProfile('host');
  const event = await publishedEvent(host);
  const guest = await userWithProfile('stuck');
  await requestStuckInScreening(host, event.id, guest, 'Selam! Numaram 0532 000 00 00', minutesAgo);
  return { host, guest, eventId: event.id };
}

/** What the host can read of their event's requests: the Requests tab, My Events, the inbox, the bell. */
async function hostView(host: TestUser, eventId: string) {
  const token = host.accessToken;
  const [requests, myEvents, notifications] = await Promise.all([
    callEndpoint(endpoints.requests.listJoinRequests, { params: { id: eventId }, token }),
    callEndpoint(endpoints.events.myEvents, { token }),
    callEndpoint(endpoints.notifications.listNotifications, { token }),
  ]);
  return {
    requests: requests.body,
    pendingRequests: myEvents.body.find((event) => event.id === eventId)?.pendingRequests,
    inbox: await inboxOf(host),
    // What a request or its thread would tell the host (hosting their first event earns them a badge meanwhile).
    notifications: notifications.body.items.filter(
      (item) => item.type === 'joinRequest' || item.type === 'message',
    ),
  };
}

describe('the stuck-screening sweep', () => {
  it('screens a request stuck for 10 minutes again, and holds it when that fails too', async () => {
    const { eventId, guest } = await stuckRequest(11);

    await sweep();

    expect(await getItem(requestKey(eventId, guest.userId))).toMatchObject({
      status: 'held',
      heldAt: expect.any(String),
      message: 'Selam! Numaram 0532 000 00 00',
      screening: { outcome: 'unscreened', screener: 'eu.amazon.nova-micro-v1:0' },
      gsi6pk: 'HELD_REQUESTS',
    });
  }, 30_000);

  it('holds a request past the 24 hours a dead-lettered record can be redriven in, without screening it', async () => {
    const { eventId, guest } = await stuckRequest(24 * 60 + 5);

    await sweep();

    expect(await getItem(requestKey(eventId, guest.userId))).toMatchObject({
      status: 'held',
      screening: { outcome: 'unscreened', screener: 'sweep' },
    });
  }, 30_000);

  it('leaves a request sent less than 10 minutes ago to the stream', async () => {
    const { eventId, guest } = await stuckRequest(5);

    await sweep();

    expect(await getItem(requestKey(eventId, guest.userId))).toMatchObject({ status: 'screening' });
  }, 30_000);

  it('keeps a held request from the host entirely, while its requester still sees it being reviewed', async () => {
    const { host, guest, eventId } = await stuckRequest(11);
    await sweep();

    const message = await sendMessage(guest, eventId, guest.userId, 'Beni ara!');
    const hostRead = await readThread(host, eventId, guest.userId);
    const mine = await callEndpoint(endpoints.events.getEvent, {
      params: { id: eventId },
      token: guest.accessToken,
    });

    expect(await hostView(host, eventId)).toEqual({
      requests: [],
      pendingRequests: 0,
      inbox: { threads: [], unreadTotal: 0 },
      notifications: [],
    });
    expect([message.status, message.body.reason]).toEqual([409, 'NOT_SCREENED_YET']);
    expect([hostRead.status, hostRead.body.reason]).toEqual([403, 'NOT_A_PARTY']);
    expect(mine.body.myRequest).toMatchObject({ status: 'held' });
  }, 30_000);
});
