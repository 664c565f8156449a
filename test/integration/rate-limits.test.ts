/**
 * Rate limits on the local engines: each route's limit (lambdas/routes.ts) is counted in the table, per user (per
 * viewer address, then per secret, on a public route), so it holds whichever instance answers; once a window's limit
 * is spent the route answers 429 and writes nothing. The API answers only what came through the site.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { request } from 'node:http';
import { eventKey } from '../../lambdas/events/keys';
import { messageSortKeyPrefix, threadPartition } from '../../lambdas/messages/keys';
import {
  addressRateLimit,
  endpointRateLimit,
  rateCounterKey,
  rateWindow,
  type RouteRateLimit,
} from '../../lambdas/platform/rate-limits';
import { setCounter } from './support/rate-counters';
import { profileKey } from '../../lambdas/profile/keys';
import { routeKeyOf, viewerAddressHeader } from '../../lambdas/contracts/endpoint';
import { routes } from '../../lambdas/routes';
import { requestKey } from '../../lambdas/requests/keys';
import { ledgerSortKeyPrefix } from '../../lambdas/tokens/keys';
import { callEndpoint, type ApiAnswer } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import { pendingRequester, publishedEvent, sendJoinRequest, userWithProfile } from './support/join-requests';
import { sendMessage } from './support/messages';
import { blockListOf, blockUser, reportUser, storedReportsAbout } from './support/other-users';
import { stackInfo } from './support/stack-info';
import { getItem, itemsWithPrefix } from './support/table';
import { createUser, type TestUser } from './support/users';
import { apiRefusals } from '../../lambdas/contracts/refusals';

function limitOf(routeKey: string, of = endpointRateLimit): RouteRateLimit {
  const route = routes.find(({ endpoint }) => routeKeyOf(endpoint) === routeKey);
  const declared = route && of(route.endpoint);
  if (!declared) throw new Error(`${routeKey} declares no rate limit`);
  return declared;
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
    'POST /private/event/{id}/share',
    async () => {
      const host = await userWithProfile('limit-shared');
      const event = await publishedEvent(host);
      const user = await userWithProfile('limit-sharer');
      return {
        user,
        send: () =>
          callEndpoint(endpoints.events.shareEvent, {
            token: user.accessToken,
            params: { id: event.id },
            body: { channel: 'whatsapp' },
          }),
        written: async () => (await getItem(eventKey(event.id)))?.shares ?? null,
      };
    },
  ],
  [
    'PUT /private/blocks/{userId}',
    async () => {
      const target = await userWithProfile('limit-blocked');
      const user = await userWithProfile('limit-blocker');
      return { user, send: () => blockUser(user, target.userId), written: () => blockListOf(user) };
    },
  ],
  [
    'PUT /private/uploadProfilePicture',
    async () => {
      const user = await userWithProfile('limit-uploader');
      return {
        user,
        send: () =>
          callEndpoint(endpoints.profile.uploadProfilePicture, {
            token: user.accessToken,
            body: { contentType: 'image/png', fileName: 'me.png', fileSize: 1000 },
          }),
        written: () => getItem(profileKey(user.userId)),
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
    // Not userWithProfile, whose saved birth date would be one of this window's updates.
    const user = await createUser('limit-counter');
    await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
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

describe('writes without a limit of their own', () => {
  it("stop a script's 61st share of an event in an hour with a Turkish 429, and count none of it", async () => {
    const host = await userWithProfile('flood-host');
    const event = await publishedEvent(host);
    const sharer = await userWithProfile('flood-sharer');
    const declared = limitOf('POST /private/event/{id}/share');
    await clearOfWindowEnd(declared);
    const share = () =>
      callEndpoint(endpoints.events.shareEvent, {
        token: sharer.accessToken,
        params: { id: event.id },
        body: { channel: 'copy' },
      });

    const answers = [];
    for (let i = 0; i <= declared.limit; i += 1) answers.push(await share());

    expect(declared.limit).toBe(60);
    expect(answers.slice(0, declared.limit).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[declared.limit]).toMatchObject({
      status: 429,
      body: { message: apiRefusals.RATE_LIMITED, reason: 'RATE_LIMITED' },
    });
    expect(await getItem(eventKey(event.id))).toMatchObject({ shares: { copy: 60 } });
  });
});

/**
 * A GET through the local site from `localAddress`: any 127.x.y.z is this machine, so each test is a viewer address
 * of its own, as CloudFront-Viewer-Address tells the API.
 */
function getFrom(localAddress: string, path: string): Promise<number> {
  const site = new URL(stackInfo().apiUrl);
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: site.port, path, localAddress }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

const anotherViewer = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const madeUpFeedToken = () => randomBytes(32).toString('base64url');
const secretCaller = (secret: string) => `secret:${createHash('sha256').update(secret).digest('base64url')}`;

describe("a public route's viewer address", () => {
  it('once spent, refuses made-up secrets before any of them costs a counter; another address still gets through', async () => {
    const feed = 'GET /calendar/feed.ics';
    const perAddress = limitOf(feed, addressRateLimit);
    const viewer = anotherViewer();
    await setCounter(`address:${viewer}`, perAddress, perAddress.limit);
    const tokens = [madeUpFeedToken(), madeUpFeedToken(), madeUpFeedToken()];

    const refused = await Promise.all(
      tokens.map((token) => getFrom(viewer, `/calendar/feed.ics?token=${token}`)),
    );
    const elsewhere = await getFrom(anotherViewer(), `/calendar/feed.ics?token=${madeUpFeedToken()}`);

    expect(refused).toEqual([429, 429, 429]);
    expect(elsewhere).toBe(404);
    const window = rateWindow(limitOf(feed), new Date());
    for (const token of tokens) {
      expect(await getItem(rateCounterKey(secretCaller(token), feed, window.start))).toBeUndefined();
    }
  });

  it('is counted on the link preview too', async () => {
    const preview = 'GET /public/events/{id}/preview';
    const perAddress = limitOf(preview, addressRateLimit);
    const viewer = anotherViewer();
    await setCounter(`address:${viewer}`, perAddress, perAddress.limit);

    expect(await getFrom(viewer, '/public/events/some-event/preview')).toBe(429);
    expect(await getFrom(anotherViewer(), '/public/events/some-event/preview')).toBe(200);
  });

  it('is the one the site saw, whatever address the caller claims in CloudFront-Viewer-Address', async () => {
    const preview = 'GET /public/events/{id}/preview';
    const perAddress = limitOf(preview, addressRateLimit);
    const claimed = anotherViewer();
    await setCounter(`address:${claimed}`, perAddress, perAddress.limit);

    const answer = await fetch(`${stackInfo().apiUrl}/public/events/some-event/preview`, {
      headers: { [viewerAddressHeader]: `${claimed}:443` },
    });

    expect(answer.status).toBe(200);
  });
});

describe("the API's own endpoint, called directly rather than through the site", () => {
  it.each([
    ['a public route', () => fetch(`${stackInfo().gatewayUrl}/calendar/feed.ics?token=${madeUpFeedToken()}`)],
    [
      'a signed-in route, with a valid token',
      async () => {
        const user = await userWithProfile('direct-caller');
        return fetch(`${stackInfo().gatewayUrl}/private/profile`, {
          headers: { authorization: `Bearer ${user.accessToken}` },
        });
      },
    ],
    [
      'a public route, with a viewer address but no origin secret',
      () =>
        fetch(`${stackInfo().gatewayUrl}/public/events/some-event/preview`, {
          headers: { [viewerAddressHeader]: '203.0.113.7:443' },
        }),
    ],
  ])('refuses %s with a Turkish 403', async (_, call) => {
    const answer = await call();

    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      message: apiRefusals.NOT_THROUGH_SITE,
      reason: 'NOT_THROUGH_SITE',
    });
  });
});

describe('a public route', () => {
  const feedPathOf = async (user: TestUser) => {
    const created = await callEndpoint(endpoints.calendar.createCalendarFeed, { token: user.accessToken });
    const url = new URL(created.body.url);
    return `${url.pathname}${url.search}`;
  };
  const readFeed = (feedPath: string) => fetch(`${stackInfo().apiUrl}${feedPath}`);

  it('counts per the secret its requests carry too: one spent feed leaves another open', async () => {
    const declared = limitOf('GET /calendar/feed.ics');
    const [spentPath, openPath] = await Promise.all([
      feedPathOf(await userWithProfile('limit-feed-a')),
      feedPathOf(await userWithProfile('limit-feed-b')),
    ]);
    const feedCaller = (feedPath: string) =>
      secretCaller(new URL(feedPath, 'http://x').searchParams.get('token')!);
    await setCounter(feedCaller(spentPath), declared, declared.limit);

    expect((await readFeed(spentPath)).status).toBe(429);
    expect((await readFeed(openPath)).status).toBe(200);
    const window = rateWindow(declared, new Date());
    expect(await getItem(rateCounterKey(feedCaller(openPath), declared.action, window.start))).toMatchObject({
      count: 1,
    });
  });
});
