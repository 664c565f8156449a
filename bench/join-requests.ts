/**
 * Join requests on the local stack: the time from `POST /private/join-request` to the request's screened state
 * (the stream poller, the screener and its write, as a user waits for them), one request at a time, and the
 * create route's throughput at concurrency 16. The demo users take turns asking to join many events, each written
 * straight to the table (one request per user per event), hosted by someone else and open for a month. Turns keep
 * every user under the per-user join-request limit (lambdas/routes.ts), as real traffic from many people would.
 */
import { BatchWriteCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EventRecord } from '../lambdas/events/event-record';
import { eventKey } from '../lambdas/events/keys';
import { createJoinRequest } from '../lambdas/contracts/endpoints/requests';
import { requestKey } from '../lambdas/requests/keys';
import { benchEvent } from './events';
import { measureLatency, percentile, type LatencySummary } from './percentiles';

const screenedSamples = 100;
const warmUpRequests = 10;
const throughputLoad = { requests: 280, concurrency: 16 };
const statusPollMs = 5;
const screeningTimeoutMs = 10_000;
const benchHost = 'bench-join-host';
const friendlyMessage = 'Merhaba! Ben de basketbol oynamayı çok seviyorum, katılabilir miyim?';

interface Requester {
  accessToken: string;
  requesterId: string;
}

interface Target {
  apiUrl: string;
  requesters: Requester[];
  table: DynamoDBDocumentClient;
  tableName: string;
}

/** Event i is asked for by requester i modulo their number. */
const requesterOf = (target: Target, event: EventRecord, events: readonly EventRecord[]) =>
  target.requesters[events.indexOf(event) % target.requesters.length];

async function writeEvents(target: Target, count: number): Promise<EventRecord[]> {
  const now = Date.now();
  const events = Array.from({ length: count }, (_, index) => ({
    ...benchEvent(index, now),
    hostId: benchHost,
    host: { userId: benchHost, name: 'Bench', username: null, avatar: null, rating: 0, eventsHosted: 1 },
  }));
  for (let start = 0; start < events.length; start += 25) {
    let request: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
      [target.tableName]: events
        .slice(start, start + 25)
        .map((event) => ({ PutRequest: { Item: { ...eventKey(event.id), ...event } } })),
    };
    while (request && Object.keys(request).length) {
      const { UnprocessedItems } = await target.table.send(new BatchWriteCommand({ RequestItems: request }));
      request = UnprocessedItems as typeof request;
    }
  }
  return events;
}

async function sendJoinRequest(target: Target, requester: Requester, eventId: string): Promise<void> {
  const response = await fetch(`${target.apiUrl}/private/join-request`, {
    method: 'POST',
    headers: { authorization: `Bearer ${requester.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ eventId, message: friendlyMessage }),
  });
  if (response.status !== 201) {
    throw new Error(`POST /private/join-request answered ${response.status}: ${await response.text()}`);
  }
  await response.arrayBuffer();
}

async function waitUntilScreened(target: Target, requester: Requester, eventId: string): Promise<string> {
  const deadline = Date.now() + screeningTimeoutMs;
  for (;;) {
    const { Item } = await target.table.send(
      new GetCommand({
        TableName: target.tableName,
        Key: requestKey(eventId, requester.requesterId),
        ConsistentRead: true,
      }),
    );
    if (Item && Item.status !== 'screening') return Item.status as string;
    if (Date.now() > deadline)
      throw new Error(`join request to ${eventId} not screened in ${screeningTimeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, statusPollMs));
  }
}

/** One request at a time, each timed from the POST to its screened status. */
async function timeToScreened(target: Target, events: EventRecord[], all: EventRecord[]) {
  const total: number[] = [];
  const post: number[] = [];
  for (const event of events) {
    const requester = requesterOf(target, event, all);
    const start = performance.now();
    await sendJoinRequest(target, requester, event.id);
    post.push(performance.now() - start);
    const status = await waitUntilScreened(target, requester, event.id);
    if (status !== 'pending') throw new Error(`a friendly request was screened ${status}`);
    total.push(performance.now() - start);
  }
  const summary = (durations: number[]) => {
    const sorted = [...durations].sort((a, b) => a - b);
    return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
  };
  return { requests: events.length, postToScreened: summary(total), postAnswered: summary(post) };
}

export interface JoinRequestFigures {
  note: string;
  timeToScreened: Awaited<ReturnType<typeof timeToScreened>>;
  throughput: LatencySummary & { requestsPerSecond: number; errors: number; allScreenedAfterMs: number };
}

/** Fails before measuring when the turns would push a requester past the route's limit (429s are no figure). */
function checkTurnsFitTheLimit(requesters: number, requests: number): void {
  const { limit } = createJoinRequest.rateLimit;
  const perRequester = Math.ceil(requests / requesters);
  if (perRequester > limit) {
    throw new Error(
      `${requests} join requests over ${requesters} users is ${perRequester} each, over the limit of ${limit}`,
    );
  }
}

export async function measureJoinRequests(target: Target): Promise<JoinRequestFigures> {
  const total = warmUpRequests + screenedSamples + throughputLoad.requests;
  checkTurnsFitTheLimit(target.requesters.length, total);
  const events = await writeEvents(target, total);
  const warmUp = events.slice(0, warmUpRequests);
  const sampled = events.slice(warmUpRequests, warmUpRequests + screenedSamples);
  const loaded = events.slice(warmUpRequests + screenedSamples);

  // Warms the handlers and lets the poller read past the events just written before anything is timed.
  for (const event of warmUp) {
    const requester = requesterOf(target, event, events);
    await sendJoinRequest(target, requester, event.id);
    await waitUntilScreened(target, requester, event.id);
  }
  const screened = await timeToScreened(target, sampled, events);

  let next = 0;
  let errors = 0;
  const started = performance.now();
  const latency = await measureLatency(async () => {
    const event = loaded[next++];
    try {
      await sendJoinRequest(target, requesterOf(target, event, events), event.id);
    } catch (error) {
      errors += 1;
      throw error;
    }
  }, throughputLoad);
  const elapsedMs = performance.now() - started;
  for (const event of loaded) await waitUntilScreened(target, requesterOf(target, event, events), event.id);
  const allScreenedAfterMs = performance.now() - started;

  return {
    note: `${screenedSamples} friendly requests one at a time, each from the POST to its screened state (the poller reads the stream every 250 ms); then ${throughputLoad.requests} at concurrency ${throughputLoad.concurrency}`,
    timeToScreened: screened,
    throughput: {
      ...latency,
      requestsPerSecond: Number(((throughputLoad.requests / elapsedMs) * 1000).toFixed(1)),
      errors,
      allScreenedAfterMs: Number(allScreenedAfterMs.toFixed(0)),
    },
  };
}
