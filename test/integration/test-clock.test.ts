/**
 * The local test clock end to end: product code schedules a one-time job through the platform module, and moving
 * the clock through the gateway runs it, and closes the live sockets it made too old, as the WebSocket gateway
 * keeps time on the same clock. Moving time would break the suites sharing the integration stack, so this file
 * starts a stack of its own, in this process (its handlers are the ones this test sees), on ports of its own. The
 * function list has no one-time job yet: a recorded one is added to it here.
 */
import WebSocket from 'ws';
import type { ScheduledJobDefinition } from '../../lambdas/function-kinds';
import { liveTokenParameter, type LiveMessage } from '../../lambdas/contracts/live';
import { startLocalStack, type LocalStack } from '../../bin/local/stack';
import { ownStackOptions } from './support/own-stack';
import { recordedEvents } from './support/recorded-job';
import { publishedEvent, sendJoinRequest, userWithProfile } from './support/join-requests';
import { pointHelpersAt } from './support/stack-info';
import type { TestUser } from './support/users';

jest.mock('../../lambdas/routes', () => {
  const actual = jest.requireActual('../../lambdas/routes');
  const mockRecordedJob = {
    handler: '../test/integration/support/recorded-job',
    access: [],
    schedule: { kind: 'one-time' },
  };
  return {
    ...actual,
    scheduledJobs: [...actual.scheduledJobs, mockRecordedJob],
    allFunctions: [...actual.allFunctions, mockRecordedJob],
  };
});

type Schedules = typeof import('../../lambdas/platform/schedules');

let stack: LocalStack;
let schedules: Schedules;
let recordedJob: ScheduledJobDefinition;

beforeAll(async () => {
  const options = await ownStackOptions('testClock');
  stack = await startLocalStack(options);
  // The shared helpers (users, events) reach this stack, not the shared one.
  await pointHelpersAt(stack, options.dataDir);
  // After the stack has set the environment the module reads at load.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  schedules = require('../../lambdas/platform/schedules');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  recordedJob = require('../../lambdas/routes').scheduledJobs.at(-1);
}, 120_000);
afterAll(() => stack?.stop());

async function clockRequest(init?: RequestInit) {
  const response = await fetch(`${stack.siteConfig.apiUrl}/__local/clock`, init);
  return { status: response.status, body: (await response.json()) as { now: string; offsetMinutes: number } };
}

const advance = (advanceMinutes: unknown) =>
  clockRequest({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMinutes }),
  });

describe('the local test clock', () => {
  it('runs a one-time schedule whose moment a move passes, with its payload, before it answers', async () => {
    const { body: before } = await clockRequest();
    const at = new Date(Date.parse(before.now) + 30 * 60_000);
    await schedules.scheduleOnce({ job: recordedJob, name: 'order-42', at, payload: { orderId: '42' } });

    await advance(29);
    expect(recordedEvents).toEqual([]);
    const moved = await advance(2);

    expect(moved.status).toBe(200);
    expect(moved.body.offsetMinutes).toBe(before.offsetMinutes + 31);
    expect(recordedEvents).toEqual([{ orderId: '42' }]);
  });

  it('refuses a move that is not a positive whole number of minutes, and leaves the clock', async () => {
    const { body: before } = await clockRequest();

    const refused = await advance(-10);

    expect(refused.status).toBe(400);
    expect((await clockRequest()).body.offsetMinutes).toBe(before.offsetMinutes);
  });
});

/** A page's live socket: resolves once it is open. */
function openSocket(user: TestUser): Promise<WebSocket> {
  const url = new URL(stack.urls.websocket);
  url.searchParams.set(liveTokenParameter, user.accessToken);
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closeCode = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

/** The first live update naming `topic`. */
const updateOf = (socket: WebSocket, topic: LiveMessage['topics'][number]) =>
  new Promise<LiveMessage>((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveMessage;
      if (message.topics.includes(topic)) resolve(message);
    }),
  );

describe('live updates across a move of the test clock', () => {
  it('closes a socket the move made older than two hours, and the page’s new socket receives live updates', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('guest');
    const pageSocket = await openSocket(host);
    const closed = closeCode(pageSocket);

    await advance(121);

    // Going away, as API Gateway closes a connection it has held for 2 hours.
    expect(await closed).toBe(1001);
    const reopened = await openSocket(host);
    const update = updateOf(reopened, 'requests');
    expect((await sendJoinRequest(guest, event.id)).status).toBe(201);
    expect(await update).toEqual({ topics: ['requests'], eventId: event.id });
    reopened.close();
  }, 30_000);
});
