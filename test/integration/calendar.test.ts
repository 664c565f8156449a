/** Calendar export on the local engines: an event's file for its members only, and a user's private feed. */
import * as ical from 'node-ical';
import { endpointPath } from '../../lambdas/contracts/endpoint';
import * as calendarApi from '../../lambdas/contracts/endpoints/calendar';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import { acceptGuest, pendingRequester, publishedEvent, userWithProfile } from './support/join-requests';
import { stackInfo } from './support/stack-info';
import { getItem } from './support/table';
import { calendarFeedLookupKey } from '../../lambdas/calendar/keys';
import { feedTokenHash } from '../../lambdas/calendar/feed-token';
import type { TestUser } from './support/users';

jest.setTimeout(60_000);

/** A raw GET (the answers are calendars, not JSON). */
async function fetchText(path: string, token?: string) {
  const response = await fetch(`${stackInfo().apiUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const calendarFile = (eventId: string, user: TestUser) =>
  fetchText(endpointPath(calendarApi.eventCalendarFile, { id: eventId }), user.accessToken);

const entriesOf = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter(
    (component) => component?.type === 'VEVENT',
  ) as ical.VEvent[];

/** The feed's path and query from its address (the address is on the site, whose origin hands it to this API). */
async function newFeedPath(user: TestUser): Promise<string> {
  const created = await callEndpoint(calendarApi.createCalendarFeed, { token: user.accessToken });
  expect(created.status).toBe(201);
  const url = new URL(created.body.url);
  return `${url.pathname}${url.search}`;
}

const secretOf = (feedPath: string) => new URL(feedPath, 'http://x').searchParams.get('token') ?? '';

describe("an event's calendar file", () => {
  it('goes to the host and accepted participants only; anyone else gets a Turkish 403', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('guest');
    await acceptGuest(host, event.id, guest);
    const asking = await pendingRequester(event.id, 'asking');
    const stranger = await userWithProfile('stranger');

    for (const member of [host, guest]) {
      const answer = await calendarFile(event.id, member);
      expect([answer.status, answer.type]).toEqual([200, 'text/calendar; charset=utf-8']);
      expect(entriesOf(answer.text).map((entry) => entry.summary)).toEqual([event.title]);
    }
    for (const outsider of [asking, stranger]) {
      const answer = await calendarFile(event.id, outsider);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({
        message: 'Takvim dosyası yalnızca etkinliğin ev sahibi ve katılımcıları içindir.',
      });
    }
  });

  it('raises SEQUENCE with an edit of the time and says CANCELLED with METHOD:CANCEL after a cancellation', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const first = entriesOf((await calendarFile(event.id, host)).text)[0];
    expect(first.sequence).toBe(0);

    const edited = await callEndpoint(endpoints.events.updateEvent, {
      params: { id: event.id },
      token: host.accessToken,
      body: { time: '21:00' },
    });
    expect(edited.status).toBe(200);
    const second = entriesOf((await calendarFile(event.id, host)).text)[0];
    expect([second.uid, second.sequence]).toEqual([first.uid, 1]);

    const cancelled = await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: event.id },
      token: host.accessToken,
    });
    expect(cancelled.status).toBe(200);
    const last = await calendarFile(event.id, host);
    const [entry] = entriesOf(last.text);
    expect([entry.uid, entry.sequence, entry.status]).toEqual([first.uid, 2, 'CANCELLED']);
    expect(last.text).toContain('METHOD:CANCEL');
  });
});

describe("a user's calendar feed", () => {
  it('lists their upcoming hosted and joined events, without sign-in', async () => {
    const ayse = await userWithProfile('ayse');
    const mert = await userWithProfile('mert');
    const hosted = await publishedEvent(ayse);
    const other = await callEndpoint(endpoints.events.createEvent, {
      token: mert.accessToken,
      body: physicalEventBody({ title: 'Kadıköy’de satranç akşamı', maxParticipants: 4 }),
    });
    expect(other.status).toBe(201);
    const joined = other.body.event;
    await acceptGuest(mert, joined.id, ayse);

    const feed = await fetchText(await newFeedPath(ayse));

    expect([feed.status, feed.type]).toEqual([200, 'text/calendar; charset=utf-8']);
    expect(
      entriesOf(feed.text)
        .map((entry) => entry.summary)
        .sort(),
    ).toEqual([hosted.title, joined.title].sort());
  });

  it('carries its secret in the query string, never the path an access log records', async () => {
    const user = await userWithProfile('query');
    const feedPath = await newFeedPath(user);

    expect(new URL(feedPath, 'http://x').pathname).toBe('/calendar/feed.ics');
    expect((await fetchText(feedPath)).status).toBe(200);
    expect((await fetchText(`/calendar/feed/${secretOf(feedPath)}`)).status).toBe(404);
  });

  it('answers 404 at the old address once the feed is renewed, and at any address once it is turned off', async () => {
    const user = await userWithProfile('feed');
    const first = await newFeedPath(user);
    expect((await fetchText(first)).status).toBe(200);

    const second = await newFeedPath(user);
    expect((await fetchText(first)).status).toBe(404);
    expect((await fetchText(second)).status).toBe(200);

    const off = await callEndpoint(calendarApi.deleteCalendarFeed, { token: user.accessToken });
    expect(off.status).toBe(200);
    expect((await fetchText(second)).status).toBe(404);
    const status = await callEndpoint(calendarApi.getCalendarFeed, { token: user.accessToken });
    expect(status.body).toEqual({ active: false, createdAt: null });
  });

  it('answers 404 once its owner deleted their account, and leaves no lookup behind', async () => {
    const user = await userWithProfile('leaving');
    const feedPath = await newFeedPath(user);
    const username = `Takvim_${user.userId.slice(0, 6)}`;
    expect(
      (await callEndpoint(endpoints.profile.updateProfile, { token: user.accessToken, body: { username } }))
        .status,
    ).toBe(200);

    const deleted = await callEndpoint(endpoints.account.deleteAccount, {
      token: user.accessToken,
      body: { confirmation: username },
    });

    expect(deleted.status).toBe(200);
    expect((await fetchText(feedPath)).status).toBe(404);
    expect(await getItem(calendarFeedLookupKey(feedTokenHash(secretOf(feedPath))))).toBeUndefined();
  });
});
