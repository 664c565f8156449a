/**
 * Join requests on the local engines: through the real API, the real stream and screener, and DynamoDB
 * Local's conditions. The invariants (one request per user per event, never past maxParticipants) are proven
 * by races, not by mocks.
 */
import { countsAsHosted } from '../../lambdas/contracts/events';
import { eventKey, memberSortKeyPrefix } from '../../lambdas/events/keys';
import { requestSortKeyPrefix } from '../../lambdas/requests/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import {
  pendingRequester,
  publishedEvent,
  screenedStatus,
  sendJoinRequest,
  userWithProfile,
} from './support/join-requests';
import { getItem, itemsWithPrefix } from './support/table';
import type { TestUser } from './support/users';

const accept = (host: TestUser, eventId: string, requestId: string) =>
  callEndpoint(endpoints.requests.acceptJoinRequest, {
    params: { id: eventId, requestId },
    token: host.accessToken,
  });
const decline = (host: TestUser, eventId: string, requestId: string) =>
  callEndpoint(endpoints.requests.declineJoinRequest, {
    params: { id: eventId, requestId },
    token: host.accessToken,
  });
const pendingList = (user: TestUser, eventId: string) =>
  callEndpoint(endpoints.requests.listJoinRequests, { params: { id: eventId }, token: user.accessToken });
const details = (user: TestUser, eventId: string) =>
  callEndpoint(endpoints.events.getEvent, { params: { id: eventId }, token: user.accessToken });

describe('POST /private/join-request', () => {
  it('stores the request in screening and answers the spec text', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('guest');

    const answer = await sendJoinRequest(guest, event.id, 'Selam, katılabilir miyim?');

    expect(answer.status).toBe(201);
    expect(answer.body.message).toContain('yapay zekâ');
    expect(answer.body.request).toMatchObject({ eventId: event.id, status: 'screening' });
    expect((await details(host, event.id)).body.analytics?.requests).toBe(1);
  });

  it('keeps exactly one request when one user sends ten at once', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('eager');

    const answers = await Promise.all(Array.from({ length: 10 }, () => sendJoinRequest(guest, event.id)));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.reason)).toEqual(
      Array(9).fill('ALREADY_REQUESTED'),
    );
    expect(await itemsWithPrefix(eventKey(event.id).pk, requestSortKeyPrefix)).toHaveLength(1);
    expect((await getItem(eventKey(event.id)))?.requestCount).toBe(1);
  });

  it('refuses a request for your own event', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);

    const answer = await sendJoinRequest(host, event.id);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      reason: 'OWN_EVENT',
      message: 'Kendi etkinliğine katılım isteği gönderemezsin.',
    });
  });

  it('refuses a request for a draft and for a cancelled event, writing nothing', async () => {
    const host = await userWithProfile('host');
    const draft = await callEndpoint(endpoints.events.createEvent, {
      token: host.accessToken,
      body: physicalEventBody({ draft: true }),
    });
    const cancelled = await publishedEvent(host);
    await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: cancelled.id },
      token: host.accessToken,
    });
    const guest = await userWithProfile('late');

    const toDraft = await sendJoinRequest(guest, draft.body.event.id);
    const toCancelled = await sendJoinRequest(guest, cancelled.id);

    expect([toDraft.status, toDraft.body.reason]).toEqual([409, 'EVENT_DRAFT']);
    expect([toCancelled.status, toCancelled.body.reason]).toEqual([409, 'EVENT_CANCELLED']);
    expect(await itemsWithPrefix(eventKey(cancelled.id).pk, requestSortKeyPrefix)).toHaveLength(0);
  });

  it('refuses an unknown event with 404', async () => {
    const guest = await userWithProfile('lost');
    const answer = await sendJoinRequest(guest, '00000000-0000-4000-8000-000000000000');
    expect(answer.status).toBe(404);
  });

  it.each([
    ['a missing event id', { message: 'selam' }],
    ['an event id that is not a uuid', { eventId: 'nope', message: 'selam' }],
    [
      'a message over 500 characters',
      { eventId: '00000000-0000-4000-8000-000000000000', message: 'a'.repeat(501) },
    ],
    [
      'a message with control characters',
      { eventId: '00000000-0000-4000-8000-000000000000', message: 'a\u0007b' },
    ],
    ['an unknown field', { eventId: '00000000-0000-4000-8000-000000000000', userId: 'someone-else' }],
  ])('answers 400 for %s', async (_case, body) => {
    const guest = await userWithProfile('sloppy');
    const answer = await callEndpoint(endpoints.requests.createJoinRequest, {
      token: guest.accessToken,
      body,
    });
    expect(answer.status).toBe(400);
  });
});

describe('screening through the stream', () => {
  it('passes a friendly request to the host within seconds', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('friendly');
    await sendJoinRequest(
      guest,
      event.id,
      'Merhaba! Ben de tavla oynamayı çok seviyorum, katılabilir miyim?',
    );

    expect(await screenedStatus(event.id, guest.userId)).toBe('pending');
    const list = await pendingList(host, event.id);
    expect(list.body.map((request) => request.id)).toEqual([guest.userId]);
    expect((await details(host, event.id)).body.pendingRequests).toBe(1);
  });

  it('declines an insulting request, which never reaches the host and shows declined to its sender', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('rude');
    await sendJoinRequest(guest, event.id, 'Siktir git aptal orospu çocuğu, fuck you idiot');

    expect(await screenedStatus(event.id, guest.userId)).toBe('declined');
    expect((await pendingList(host, event.id)).body).toEqual([]);
    expect((await details(guest, event.id)).body.myRequest?.status).toBe('declined');
    const mine = await callEndpoint(endpoints.events.myEvents, { token: guest.accessToken });
    expect(mine.body.find((row) => row.id === event.id)).toMatchObject({
      eventType: 'requester',
      myRequest: { status: 'declined' },
    });
  });
});

describe('host decisions', () => {
  it('accepts a request: the requester joins and both sides count it', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await pendingRequester(event.id, 'joiner');

    const answer = await accept(host, event.id, guest.userId);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Request accepted successfully!',
      participants: { current: 2, max: 4 },
    });
    const after = (await details(guest, event.id)).body;
    expect(after.participantsList.map((p) => p.userId)).toContain(guest.userId);
    expect(after.myRequest?.status).toBe('accepted');
    const guestProfile = await callEndpoint(endpoints.profile.getProfile, { token: guest.accessToken });
    const hostProfile = await callEndpoint(endpoints.profile.getProfile, { token: host.accessToken });
    expect(guestProfile.body.stats.eventsJoined).toBe(1);
    expect(hostProfile.body.stats.totalParticipants).toBe(1);
    const mine = await callEndpoint(endpoints.events.myEvents, { token: guest.accessToken });
    expect(mine.body.find((row) => row.id === event.id)?.eventType).toBe('participant');
  });

  it('declines a request with the spec toast, and a second decision finds it no longer pending', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await pendingRequester(event.id, 'declined');

    const first = await decline(host, event.id, guest.userId);
    const second = await accept(host, event.id, guest.userId);

    expect(first.body.message).toBe('Request declined successfully!');
    expect([second.status, second.body.reason]).toEqual([409, 'NOT_PENDING']);
    expect((await details(host, event.id)).body).toMatchObject({
      pendingRequests: 0,
      participants: { current: 1, max: 4 },
    });
  });

  it('accepts exactly the free slots when ten accepts race for three, and puts the other seven in line', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host, 4);
    const guests = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pendingRequester(event.id, `racer${i}`)),
    );

    const answers = await Promise.all(guests.map((guest) => accept(host, event.id, guest.userId)));

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.waitlistPosition === undefined)).toHaveLength(3);
    const positions = await Promise.all(
      guests.map(async (guest) => (await details(guest, event.id)).body.myRequest?.waitlistPosition ?? 0),
    );
    expect(positions.sort((a, b) => a - b)).toEqual([0, 0, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await getItem(eventKey(event.id))).toMatchObject({ participantCount: 4, waitlistCount: 7 });
    expect(await itemsWithPrefix(eventKey(event.id).pk, memberSortKeyPrefix)).toHaveLength(4);
    expect((await pendingList(host, event.id)).body).toHaveLength(0);
  }, 20_000);

  it("takes a request for a full event, and the host's accept puts it in line", async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host, 2);
    const first = await pendingRequester(event.id, 'fills');
    await accept(host, event.id, first.userId);

    const late = await pendingRequester(event.id, 'late');
    const answer = await accept(host, event.id, late.userId);

    expect(answer.body.waitlistPosition).toBe(1);
    expect(await getItem(eventKey(event.id))).toMatchObject({ participantCount: 2, waitlistCount: 1 });
  }, 20_000);

  it('refuses a non-host who lists, accepts or declines, changing nothing', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await pendingRequester(event.id, 'waiting');
    const intruder = await userWithProfile('intruder');

    const answers = [
      await pendingList(intruder, event.id),
      await accept(intruder, event.id, guest.userId),
      await decline(intruder, event.id, guest.userId),
      await accept(guest, event.id, guest.userId),
    ];

    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    expect(await screenedStatus(event.id, guest.userId)).toBe('pending');
    expect((await getItem(eventKey(event.id)))?.participantCount).toBe(1);
  });

  it('answers 404 for a request that does not exist and 400 for ids that are not uuids', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);

    const missing = await accept(host, event.id, '00000000-0000-4000-8000-000000000000');
    const malformed = await accept(host, event.id, 'not-a-user');

    expect(missing.status).toBe(404);
    expect(malformed.status).toBe(400);
  });
});

describe('hosted events', () => {
  it('counts neither drafts nor cancelled events as hosted, on the profile as in My Events', async () => {
    const host = await userWithProfile('counter');
    await callEndpoint(endpoints.events.createEvent, {
      token: host.accessToken,
      body: physicalEventBody({ draft: true }),
    });
    await publishedEvent(host);
    const refunded = await publishedEvent(host);
    const joined = await publishedEvent(host);
    const guest = await pendingRequester(joined.id, 'joiner');
    expect((await accept(host, joined.id, guest.userId)).status).toBe(200);
    for (const event of [refunded, joined]) {
      const cancel = endpoints.events.cancelEvent;
      expect((await callEndpoint(cancel, { params: { id: event.id }, token: host.accessToken })).status).toBe(
        200,
      );
    }

    const profile = await callEndpoint(endpoints.profile.getProfile, { token: host.accessToken });
    const mine = await callEndpoint(endpoints.events.myEvents, { token: host.accessToken });
    const hosted = mine.body.filter((event) => event.eventType === 'host' && countsAsHosted(event.status));
    expect([profile.body.stats.eventsHosted, hosted.length]).toEqual([1, 1]);
  });
});
