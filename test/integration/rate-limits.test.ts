/**
 * Rate limits on the local engines: each route's limit (lambdas/routes.ts) is counted in the table, per user (per
 * secret on a public route), so it holds whichever instance answers; once a window's limit is spent the route
 * answers 429 and writes nothing.
 */
import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { messageSortKeyPrefix, threadPartition } from '../../lambdas/messages/keys';
import {
  endpointRateLimit,
  rateCounterKey,
  rateWindow,
  type RouteRateLimit,
} from '../../lambdas/platform/rate-limits';
import { profileKey } from '../../lambdas/profile/keys';
import { routeKeyOf } from '../../lambdas/contracts/endpoint';
import { routes } from '../../lambdas/routes';
import { requestKey } from '../../lambdas/requests/keys';
import { ledgerSortKeyPrefix } from '../../lambdas/tokens/keys';
import { callEndpoint, type ApiAnswer } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import { pendingRequester, publishedEvent, sendJoinRequest, userWithProfile } from './support/join-requests';
import { sendMessage } from './support/messages';
import { reportUser, storedReportsAbout } from './support/other-users';
import { stackInfo } from './support/stack-info';
import { getItem, itemsWithPrefix, tableClient } from './support/table';
import type { TestUser } from './support/users';
import { apiRefusals } from '../../lambdas/contracts/refusals';

function limitOf(routeKey: string): RouteRateLimit {
  const route = routes.find(({ endpoint }) => routeKeyOf(endpoint) === routeKey);
  const declared = route && endpointRateLimit(route.endpoint);
  if (!declared) throw new Error(`${routeKey} declares no rate limit`);
  return declared;
}

/** Sets the caller's counter of the current and the next window to `count`, as if those requests were made. */
async function setCounter(caller: string, declared: RouteRateLimit, count: number): Promise<void> {
  const current = rateWindow(declared, new Date());
  // The next window too: a request that lands just after the window turns is still counted as intended.
  for (const window of [current, rateWindow(declared, new Date(current.end * 1000))]) {
    await tableClient().send(
      new PutCommand({
        TableName: stackInfo().tableName,
        Item: { ...rateCounterKey(caller, declared.action, window.start), count, expiresAt: window.end },
      }),
    );
  }
}

/** Waits for the next window when the current one ends within 15 s, so a run of requests stays in one. */
async function clearOfWindowEnd(declared: RouteRateLimit): Promise<void> {
  const msLeft = rateWindow(declared, new Date()).end * 1000 - Date.now();
  if (msLeft < 15_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 100));
}

/** A thread the guest may write to: they asked to join the host's event and the screener passed it. */
async function guestThread(): Promise<{ guest: TestUser; eventId: string }> {
  const host = await userWithProfile('limit-host');
  const event = await publishedEvent(host);
  const guest = await pendingRequester(event.id, 'limit-guest');
  return { guest, eventId: event.id };
}

interface LimitedWrite {
  user: TestUser;
  send: () => Promise<ApiAnswer<unknown>>;
  /** Everything the request would have written. */
  written: () => Promise<unknown>;
}

const limitedWrites: [string, () => Promise<LimitedWrite>][] = [
  [
    'POST /private/event',
    async () => {
      const user = await userWithProfile('limit-creator');
      return {
        user,
        send: () =>
          callEndpoint(endpoints.events.createEvent, { token: user.accessToken, body: physicalEventBody() }),
        written: async () => [
          await getItem(profileKey(user.userId)),
          await itemsWithPrefix(profileKey(user.userId).pk, ledgerSortKeyPrefix),
          (await callEndpoint(endpoints.events.myEvents, { token: user.accessToken })).body,
        ],
      };
    },
  ],
  [
    'POST /private/join-request',
    async () => {
      const event = await publishedEvent(await userWithProfile('limit-host'));
      const user = await userWithProfile('limit-requester');
      return {
        user,
        send: () => sendJoinRequest(user, event.id),
        written: async () => (await getItem(requestKey(event.id, user.userId))) ?? null,
      };
    },
  ],
  [
    'POST /private/event/{id}/messages/{userId}',
    async () => {
      const { guest, eventId } = await guestThread();
      return {
        user: guest,
        send: () => sendMessage(guest, eventId, guest.userId, 'Merhaba!'),
        written: () => itemsWithPrefix(threadPartition(eventId, guest.userId), messageSortKeyPrefix),
      };
    },
  ],
  [
    'POST /private/users/{handle}/report',
    async () => {
      const target = await userWithProfile('limit-target');
      const user = await userWithProfile('limit-reporter');
      return {
        user,
        send: () => reportUser(user, target.userId, { reason: 'spam', text: 'Spam.' }),
        written: () => storedReportsAbout(target.userId),
      };
    },
  ],
  [
    'PUT /private/profile',
    async () => {
      const user = await userWithProfile('limit-profile');
      return {
        user,
        send: () =>
          callEndpoint(endpoints.profile.updateProfile, {
            token: user.accessToken,
            body: { bio: 'Yeni bio.' },
          }),
        written: () => getItem(profileKey(user.userId)),
      };
    },
  ],
];

describe('rate limits', () => {
  it.each(limitedWrites)(
    '%s answers 429 RATE_LIMITED in Turkish once the window is spent, and writes nothing',
    async (routeKey, prepare) => {
      const { user, send, written } = await prepare();
      const declared = limitOf(routeKey);
      await setCounter(user.userId, declared, declared.limit);
      const before = await written();

      const answer = await send();

      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ message: apiRefusals.RATE_LIMITED, reason: 'RATE_LIMITED' });
      expect(await written()).toEqual(before);
    },
  );

  it('lets exactly the remaining requests of a window through when they race', async () => {
    const { guest, eventId } = await guestThread();
    const declared = limitOf('POST /private/event/{id}/messages/{userId}');
    await setCounter(guest.userId, declared, declared.limit - 3);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendMessage(guest, eventId, guest.userId, `mesaj ${i}`)),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    const stored = await itemsWithPrefix(threadPartition(eventId, guest.userId), messageSortKeyPrefix);
    expect(stored).toHaveLength(3);
  });

  it('lets a new user make the limit of requests in a window and answers the next one 429', async () => {
    const user = await userWithProfile('limit-counter');
    const declared = limitOf('PUT /private/profile');
    await clearOfWindowEnd(declared);
    const update = (bio: string) =>
      callEndpoint(endpoints.profile.updateProfile, { token: user.accessToken, body: { bio } });

    const answers = [];
    for (let i = 1; i <= declared.limit + 1; i += 1) answers.push(await update(`Bio ${i}`));

    expect(answers.slice(0, declared.limit).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[declared.limit]?.status).toBe(429);
    expect(await getItem(profileKey(user.userId))).toMatchObject({ bio: `Bio ${declared.limit}` });
  });
});

describe('a public route', () => {
  const feedPathOf = async (user: TestUser) => {
    const created = await callEndpoint(endpoints.calendar.createCalendarFeed, { token: user.accessToken });
    const url = new URL(created.body.url);
    return `${url.pathname}${url.search}`;
  };
  const readFeed = (feedPath: string) => fetch(`${stackInfo().apiUrl}${feedPath}`);

  it('counts per the secret its requests carry, not per address: one spent feed leaves another open', async () => {
    const declared = limitOf('GET /calendar/feed.ics');
    const [spentPath, openPath] = await Promise.all([
      feedPathOf(await userWithProfile('limit-feed-a')),
      feedPathOf(await userWithProfile('limit-feed-b')),
    ]);
    const secretCaller = (feedPath: string) =>
      `secret:${createHash('sha256').update(new URL(feedPath, 'http://x').searchParams.get('token')!).digest('base64url')}`;
    await setCounter(secretCaller(spentPath), declared, declared.limit);

    expect((await readFeed(spentPath)).status).toBe(429);
    expect((await readFeed(openPath)).status).toBe(200);
    const window = rateWindow(declared, new Date());
    expect(
      await getItem(rateCounterKey(secretCaller(openPath), declared.action, window.start)),
    ).toMatchObject({
      count: 1,
    });
  });
});
