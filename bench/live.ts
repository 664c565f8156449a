/**
 * Live updates, measured on the local stack in Chromium: (a) HTTP requests an idle signed-in tab sends in an hour
 * on each dashboard page (the page's clock runs the hour's timers in seconds), (b) how long a join request takes
 * from the guest's POST to the row on the host's open Requests tab, and (c) how fast one event's change reaches
 * 1,000 open sockets through the live-update consumer's bounded fan-out.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Browser, Page, Request } from 'playwright-core';
import WebSocket from 'ws';
import { liveTokenParameter } from '../lambdas/contracts/live';
import { memberKey } from '../lambdas/events/keys';
import { userPartition } from '../lambdas/platform/keys';
import { connectionKey, connectionSortKeyPrefix } from '../lambdas/live/keys';
import { launchChromium } from '../test/e2e/browser';
import { physicalEventBody } from '../test/integration/support/events';
import { percentile } from './percentiles';

export interface LiveTarget {
  webUrl: string;
  apiUrl: string;
  cognitoUrl: string;
  websocketUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  table: DynamoDBDocumentClient;
  tableName: string;
  /** the seeded demo user, for the idle tabs */
  demoLogin: { email: string; password: string };
}

interface BenchUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
}

const password = 'Sifre123!';

async function newUser(target: LiveTarget, label: string, displayName: string): Promise<BenchUser> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: target.cognitoUrl,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const email = `${label}-${randomUUID().slice(0, 8)}@bench.squad.test`;
  const { UserSub } = await cognito.send(
    new SignUpCommand({
      ClientId: target.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: target.userPoolId, Username: email }));
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      ClientId: target.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  cognito.destroy();
  const user = {
    email,
    password,
    userId: UserSub ?? '',
    accessToken: AuthenticationResult?.AccessToken ?? '',
  };
  await api(target, user, 'GET', '/private/profile');
  const username = `${label.replace(/\W/g, '')}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await api(target, user, 'PUT', '/private/profile', { displayName, username });
  return user;
}

async function api(target: LiveTarget, user: BenchUser, method: string, path: string, body?: unknown) {
  const response = await fetch(`${target.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function signInPage(browser: Browser, webUrl: string, person: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: webUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(person.email);
  await page.getByLabel('Şifre', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: "Squad'a Gir!" }).click();
  await page.waitForURL('**/dashboard/physical');
  return page;
}

const summary = (samplesMs: number[]) => {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
  };
};

export interface IdleTabFigures {
  route: string;
  /** every HTTP request the tab sent in the hour (API, Cognito, anything) */
  httpRequestsPerHour: number;
  /** of those, to the API */
  apiRequestsPerHour: number;
  /** what they were, path only */
  requests: string[];
}

const idleHourMs = 3_600_000;
const idleStepMs = 15_000;

/** (a) One signed-in tab on each dashboard page, left alone for an hour of its own clock. */
export async function measureIdleTabs(target: LiveTarget): Promise<IdleTabFigures[]> {
  const browser = await launchChromium();
  try {
    const figures: IdleTabFigures[] = [];
    for (const route of ['/dashboard/physical', '/dashboard/online', '/dashboard/my-events']) {
      const page = await signInPage(browser, target.webUrl, target.demoLogin);
      const requests: string[] = [];
      const inFlight = new Set<Request>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!url.protocol.startsWith('http')) return;
        requests.push(`${request.method()} ${url.host}${url.pathname}`);
        inFlight.add(request);
      });
      const settled = (request: Request) => inFlight.delete(request);
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
      const quiet = async () => {
        while (inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      };

      await page.clock.install();
      // The page loads, its live channel opens and reads everything once: all before the idle hour.
      const opened = page
        .waitForEvent('websocket', { timeout: 30_000 })
        .then(() => page.waitForRequest((request) => request.url().includes('/private/')));
      await page.goto(route);
      await page.clock.runFor(5_000);
      await opened;
      await quiet();
      await page.clock.runFor(5_000);
      await quiet();
      requests.length = 0;

      // In steps shorter than the API client's 30 s timeout, each waiting for the requests it started: a request in
      // flight while the page's clock jumped minutes ahead would time out and be retried, which no real tab does.
      for (let elapsed = 0; elapsed < idleHourMs; elapsed += idleStepMs) {
        await page.clock.runFor(idleStepMs);
        await quiet();
      }
      const apiHost = new URL(target.webUrl).host;
      figures.push({
        route,
        httpRequestsPerHour: requests.length,
        apiRequestsPerHour: requests.filter((line) => line.includes(`${apiHost}/private/`)).length,
        requests,
      });
      await page.context().close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export interface JoinRequestLatencyFigures {
  /** from the start of the guest's POST to the request's row on the host's open Requests tab */
  postToScreen: ReturnType<typeof summary>;
}

/** A published event of `host` with room for 20, its id. */
async function publishedEventOf(target: LiveTarget, host: BenchUser): Promise<string> {
  const created = await api(
    target,
    host,
    'POST',
    '/private/event',
    physicalEventBody({ maxParticipants: 20 }),
  );
  return (created.event as { id: string }).id;
}

/** (b) The host watches an event's Requests tab; guests ask to join one after another. */
export async function measureJoinRequestLatency(
  target: LiveTarget,
  requests = 20,
): Promise<JoinRequestLatencyFigures> {
  const host = await newUser(target, 'benchhost', 'Ece Yıldız');
  const eventId = await publishedEventOf(target, host);
  const guests = await Promise.all(
    Array.from({ length: requests }, (_, index) => newUser(target, `guest${index}`, `Misafir ${index + 1}`)),
  );
  const browser = await launchChromium();
  try {
    const page: Page = await signInPage(browser, target.webUrl, host);
    // The socket, then the reads it makes as it opens.
    const socket = page
      .waitForEvent('websocket', { timeout: 30_000 })
      .then(() => page.waitForRequest((request) => request.url().includes('/private/')));
    await page.goto(`/dashboard/eventDetails/${eventId}`);
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await socket;
    // The reads the channel made as it opened have settled.
    await page.waitForTimeout(1_000);
    const samples: number[] = [];
    for (const [index, guest] of guests.entries()) {
      const started = performance.now();
      await api(target, guest, 'POST', '/private/join-request', {
        eventId,
        message: 'Merhaba, ben de gelebilir miyim?',
      });
      await page
        .getByRole('article', { name: `Misafir ${index + 1}`, exact: true })
        .waitFor({ timeout: 10_000 });
      samples.push(performance.now() - started);
    }
    return { postToScreen: summary(samples) };
  } finally {
    await browser.close();
  }
}

export interface FanOutFigures {
  sockets: number;
  participants: number;
  /** from the host's edit (PUT) to each socket's message */
  arrival: ReturnType<typeof summary>;
  /** sockets that got the message */
  reached: number;
}

/**
 * (c) 1,000 sockets, each a participant's tab, and the host edits the event. The sockets are opened by one
 * signed-in user; their connection items are then moved to 1,000 participants written straight into the event, so
 * the live-update consumer reads 1,000 members and posts to each one's connection, 50 at a time, as it would for
 * real people.
 */
export async function measureFanOut(target: LiveTarget, sockets = 1_000): Promise<FanOutFigures> {
  const host = await newUser(target, 'fanouthost', 'Ece Yıldız');
  const viewer = await newUser(target, 'fanoutviewer', 'Mert Kaya');
  const eventId = await publishedEventOf(target, host);

  const url = new URL(target.websocketUrl);
  url.searchParams.set(liveTokenParameter, viewer.accessToken);
  const arrivals: number[] = [];
  let editStarted = 0;
  const opened: WebSocket[] = [];
  for (let start = 0; start < sockets; start += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, sockets - start) }, async () => {
        const socket = new WebSocket(url);
        opened.push(socket);
        socket.on('message', (data) => {
          if (editStarted && String(data).includes('participation'))
            arrivals.push(performance.now() - editStarted);
        });
        await new Promise((resolve, reject) => {
          socket.once('open', resolve);
          socket.once('error', reject);
        });
      }),
    );
  }
  try {
    const { Items = [] } = await target.table.send(
      new QueryCommand({
        TableName: target.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': userPartition(viewer.userId),
          ':prefix': connectionSortKeyPrefix,
        },
      }),
    );
    const participants = Items.map((item, index) => ({
      userId: `bench-participant-${index}-${randomUUID()}`,
      item,
    }));
    const writes = participants.flatMap(({ userId, item }) => [
      {
        PutRequest: {
          Item: {
            ...memberKey(eventId, userId),
            userId,
            role: 'participant',
            joinedAt: new Date().toISOString(),
          },
        },
      },
      { PutRequest: { Item: { ...item, ...connectionKey(userId, String(item.connectionId)), userId } } },
    ]);
    for (let start = 0; start < writes.length; start += 25) {
      await target.table.send(
        new BatchWriteCommand({ RequestItems: { [target.tableName]: writes.slice(start, start + 25) } }),
      );
    }
    for (const { item } of participants) {
      await target.table.send(
        new DeleteCommand({ TableName: target.tableName, Key: { pk: item.pk, sk: item.sk } }),
      );
    }

    editStarted = performance.now();
    await api(target, host, 'PUT', `/private/event/${eventId}`, {
      title: 'Moda sahilinde tavla, yeni başlık',
    });
    const deadline = Date.now() + 30_000;
    while (arrivals.length < participants.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      sockets: opened.length,
      participants: participants.length,
      arrival: summary(arrivals),
      reached: arrivals.length,
    };
  } finally {
    opened.forEach((socket) => socket.terminate());
  }
}
