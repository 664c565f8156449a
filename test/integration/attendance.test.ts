/**
 * Completion, attendance and reliability on the local engines, moving the test clock past events' ends. Moving time
 * would break the suites sharing the integration stack, so this file runs a stack of its own (a child process, as
 * global-setup's), on ports of its own, and points the shared helpers at it.
 */
import { spawnLocalStack } from '../../bin/local/child';
import { ownStackOptions } from './support/own-stack';
import { istanbulParts } from '../../lambdas/contracts/istanbul-time';
import { reliabilityKey } from '../../lambdas/attendance/keys';
import { istanbulMonth } from '../../lambdas/attendance/reliability';
import { eventKey, memberKey } from '../../lambdas/events/keys';
import type { NotificationPage, NotificationType } from '../../lambdas/contracts/notifications';
import { emailKey } from '../../lambdas/email/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import { acceptGuest, userWithProfile } from './support/join-requests';
import { pointHelpersAt } from './support/stack-info';
import { setHandlerEnvironment } from './support/jobs';
import { waitFor } from './support/stream-recorder';
import { getItem } from './support/table';
import { clockNow as stackClockNow, moveClockPast as moveStackClockPast } from './support/test-clock';
import type { TestUser } from './support/users';
import * as attendanceApi from '../../lambdas/contracts/endpoints/attendance';
import type { Context } from 'aws-lambda';

jest.setTimeout(60_000);

let stop: (() => Promise<void>) | undefined;
let apiUrl = '';

beforeAll(async () => {
  const options = await ownStackOptions('attendance');
  const stack = await spawnLocalStack(options);
  stop = stack.stop;
  apiUrl = stack.urls.web;
  // Before any helper reads it: they reach this stack, not the shared one.
  await pointHelpersAt(stack, options.dataDir);
}, 120_000);
afterAll(() => stop?.());

const clockNow = () => stackClockNow(apiUrl);
const moveClockPast = (instant: string, extraMinutes?: number) =>
  moveStackClockPast(apiUrl, instant, extraMinutes);

/** A published event tomorrow on the stack's clock, at `time` in Istanbul, two hours long. */
async function eventTomorrow(host: TestUser, time = '18:30') {
  const tomorrow = istanbulParts(new Date((await clockNow()).getTime() + 86_400_000)).date;
  const answer = await callEndpoint(endpoints.events.createEvent, {
    token: host.accessToken,
    body: physicalEventBody({ date: tomorrow, time, maxParticipants: 5 }),
  });
  expect(answer.status).toBe(201);
  const event = answer.body.event;
  const endsAt = new Date(Date.parse(event.startsAt ?? '') + 120 * 60_000).toISOString();
  return { id: event.id, endsAt };
}

/** A host's event that ended (on the stack's clock) with one accepted guest. */
async function endedEventWithGuest() {
  const host = await userWithProfile('host');
  const guest = await userWithProfile('guest');
  const event = await eventTomorrow(host);
  await acceptGuest(host, event.id, guest);
  await moveClockPast(event.endsAt);
  return { host, guest, event };
}

const bucketOf = async (user: TestUser, endsAt: string) =>
  getItem(reliabilityKey(user.userId, istanbulMonth(new Date(endsAt))));

const mark = (host: TestUser, eventId: string, guest: TestUser, attended: boolean) =>
  callEndpoint(attendanceApi.markAttendance, {
    params: { id: eventId, userId: guest.userId },
    token: host.accessToken,
    body: { attended },
  });
const contest = (guest: TestUser, eventId: string, text = 'Oradaydım, girişte Ayşe ile konuştum.') =>
  callEndpoint(attendanceApi.contestAttendance, {
    params: { id: eventId },
    token: guest.accessToken,
    body: { text },
  });
const confirm = (host: TestUser, eventId: string, guest: TestUser) =>
  callEndpoint(attendanceApi.confirmNoShow, {
    params: { id: eventId, userId: guest.userId },
    token: host.accessToken,
  });
const notificationsOf = async (user: TestUser) =>
  (await callEndpoint(endpoints.notifications.listNotifications, { token: user.accessToken }))
    .body as NotificationPage;
const ofType = (page: NotificationPage, type: NotificationType) =>
  page.items.filter((item) => item.type === type);
const reliabilitySeenBy = async (viewer: TestUser, user: TestUser) =>
  (
    await callEndpoint(attendanceApi.getReliability, {
      params: { userId: user.userId },
      token: viewer.accessToken,
    })
  ).body.reliability;

describe('completion', () => {
  it('marks the event completed once when the clock passes its end, and counts it for each accepted participant', async () => {
    const host = await userWithProfile('host');
    const [ayse, mert] = await Promise.all([userWithProfile('ayse'), userWithProfile('mert')]);
    const event = await eventTomorrow(host);
    await acceptGuest(host, event.id, ayse);
    await acceptGuest(host, event.id, mert);

    await moveClockPast(event.endsAt);
    await moveClockPast(event.endsAt, 60);

    expect((await getItem(eventKey(event.id)))?.completedAt).toBe(event.endsAt);
    expect(await bucketOf(ayse, event.endsAt)).toMatchObject({ events: 1, noShows: 0 });
    expect(await bucketOf(mert, event.endsAt)).toMatchObject({ events: 1, noShows: 0 });
    expect(await bucketOf(host, event.endsAt)).toBeUndefined();
  });

  it('completes once when ten runs of the job race, and the scheduled run after them changes nothing', async () => {
    const host = await userWithProfile('host');
    const guest = await userWithProfile('guest');
    const event = await eventTomorrow(host);
    await acceptGuest(host, event.id, guest);

    // The job's real handler in this process, on this stack's table, at a moment just past the end.
    setHandlerEnvironment();
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { clock } =
      require('../../lambdas/platform/clock') as typeof import('../../lambdas/platform/clock');
    const job = require('../../lambdas/attendance/handlers/complete-event') as {
      handler: (payload: unknown, context: Context) => Promise<void>;
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    clock.now = () => new Date(Date.parse(event.endsAt) + 60_000);
    const context = { functionName: 'integration-test', awsRequestId: 'race' } as Context;
    await Promise.all(
      Array.from({ length: 10 }, () => job.handler({ eventId: event.id, endsAt: event.endsAt }, context)),
    );
    expect((await getItem(eventKey(event.id)))?.completedAt).toBe(event.endsAt);
    expect(await bucketOf(guest, event.endsAt)).toMatchObject({ events: 1 });

    await moveClockPast(event.endsAt);
    expect(await bucketOf(guest, event.endsAt)).toMatchObject({ events: 1, noShows: 0 });
  });

  it('completes a draft published later at its end', async () => {
    const host = await userWithProfile('host');
    const tomorrow = istanbulParts(new Date((await clockNow()).getTime() + 86_400_000)).date;
    const draft = await callEndpoint(endpoints.events.createEvent, {
      token: host.accessToken,
      body: physicalEventBody({ date: tomorrow, time: '20:00', draft: true }),
    });
    expect(draft.status).toBe(201);
    const { id, startsAt } = draft.body.event;
    const published = await callEndpoint(endpoints.events.publishEvent, {
      params: { id },
      token: host.accessToken,
    });
    expect(published.status).toBe(200);
    const endsAt = new Date(Date.parse(startsAt ?? '') + 120 * 60_000).toISOString();

    await moveClockPast(endsAt);

    expect((await getItem(eventKey(id)))?.completedAt).toBe(endsAt);
  });

  it('never completes a cancelled event', async () => {
    const host = await userWithProfile('host');
    const event = await eventTomorrow(host);
    const cancelled = await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: event.id },
      token: host.accessToken,
    });
    expect(cancelled.status).toBe(200);

    await moveClockPast(event.endsAt);

    expect((await getItem(eventKey(event.id)))?.completedAt).toBeUndefined();
  });

  it('follows an edit of the time: nothing at the old end, completed at the new one', async () => {
    const host = await userWithProfile('host');
    const event = await eventTomorrow(host, '10:00');
    const edited = await callEndpoint(endpoints.events.updateEvent, {
      params: { id: event.id },
      token: host.accessToken,
      body: { time: '15:00' },
    });
    expect(edited.status).toBe(200);
    const newEnd = new Date(Date.parse(event.endsAt) + 5 * 3_600_000).toISOString();

    await moveClockPast(event.endsAt);
    expect((await getItem(eventKey(event.id)))?.completedAt).toBeUndefined();
    await moveClockPast(newEnd);
    expect((await getItem(eventKey(event.id)))?.completedAt).toBe(newEnd);
  });
});

describe('attendance and reliability', () => {
  it('lowers the reliability the next host sees after a no-show; a contest counts it out once; a confirmation counts it again', async () => {
    const host = await userWithProfile('host');
    const nextHost = await userWithProfile('next-host');
    const guest = await userWithProfile('guest');
    const events = [];
    for (const time of ['10:00', '13:00', '16:00']) {
      const event = await eventTomorrow(host, time);
      await acceptGuest(host, event.id, guest);
      events.push(event);
    }
    await moveClockPast(events[2].endsAt);
    expect(await reliabilitySeenBy(nextHost, guest)).toEqual({ share: 1, events: 3 });

    const marked = await mark(host, events[0].id, guest, false);
    expect(marked.status).toBe(200);
    expect(marked.body.entry.attendance).toBe('no-show');
    expect(await reliabilitySeenBy(nextHost, guest)).toEqual({ share: 2 / 3, events: 3 });
    const profile = await callEndpoint(endpoints.users.getPublicProfile, {
      params: { handle: guest.userId },
      token: nextHost.accessToken,
    });
    expect(profile.body.reliability).toEqual({ share: 2 / 3, events: 3 });

    const contested = await contest(guest, events[0].id);
    expect(contested.status).toBe(200);
    expect(contested.body.entry).toMatchObject({
      attendance: 'contested',
      contest: { text: expect.any(String) },
    });
    expect(await reliabilitySeenBy(nextHost, guest)).toEqual({ share: 1, events: 3 });

    const again = await contest(guest, events[0].id, 'Bir kez daha.');
    expect([again.status, again.body.reason]).toEqual([409, 'ALREADY_CONTESTED']);
    expect((await getItem(memberKey(events[0].id, guest.userId)))?.contest).toMatchObject({
      text: 'Oradaydım, girişte Ayşe ile konuştum.',
    });

    expect((await confirm(host, events[0].id, guest)).status).toBe(200);
    const confirmedTwice = await confirm(host, events[0].id, guest);
    expect([confirmedTwice.status, confirmedTwice.body.reason]).toEqual([409, 'ALREADY_CONFIRMED']);
    expect(await reliabilitySeenBy(nextHost, guest)).toEqual({ share: 2 / 3, events: 3 });
    expect(await bucketOf(guest, events[0].endsAt)).toMatchObject({ events: 3, noShows: 1 });
  });

  it('tells the participant of a no-show in the bell and by e-mail, the host of the contest, and the participant of the confirmation, once each', async () => {
    const { host, guest, event } = await endedEventWithGuest();

    expect((await mark(host, event.id, guest, false)).status).toBe(200);
    const marked = await waitFor(
      () => notificationsOf(guest),
      (page) => ofType(page, 'noShowMarked').length === 1,
    );
    expect(ofType(marked, 'noShowMarked')[0]).toMatchObject({
      read: false,
      eventId: event.id,
      link: `/dashboard/eventDetails/${event.id}`,
    });
    const markedAt = String((await getItem(memberKey(event.id, guest.userId)))?.noShowMarkedAt);
    expect(await getItem(emailKey(`no-show-marked-${event.id}-${guest.userId}-${markedAt}`))).toMatchObject({
      to: guest.email,
      recipientId: guest.userId,
      notificationType: 'noShowMarked',
    });

    expect((await contest(guest, event.id)).status).toBe(200);
    const contested = await waitFor(
      () => notificationsOf(host),
      (page) => ofType(page, 'noShowContested').length === 1,
    );
    expect(ofType(contested, 'noShowContested')[0]?.text).toContain('itiraz etti');

    expect((await confirm(host, event.id, guest)).status).toBe(200);
    await waitFor(
      () => notificationsOf(guest),
      (page) => ofType(page, 'noShowConfirmed').length === 1,
    );
    // Whatever the consumers still had in hand is done by now: nothing came twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [guestPage, hostPage] = await Promise.all([notificationsOf(guest), notificationsOf(host)]);
    expect(
      (['noShowMarked', 'noShowConfirmed'] as const).map((type) => ofType(guestPage, type).length),
    ).toEqual([1, 1]);
    expect(ofType(hostPage, 'noShowContested')).toHaveLength(1);
  });

  it('tells a participant of a no-show in the bell only, once they turned its e-mail off', async () => {
    const { host, guest, event } = await endedEventWithGuest();
    const saved = await callEndpoint(endpoints.notifications.saveNotificationSettings, {
      token: guest.accessToken,
      body: { inAppOff: [], emailOff: ['noShowMarked'], pushOff: [] },
    });
    expect(saved.status).toBe(200);

    expect((await mark(host, event.id, guest, false)).status).toBe(200);
    await waitFor(
      () => notificationsOf(guest),
      (page) => ofType(page, 'noShowMarked').length === 1,
    );
    const markedAt = String((await getItem(memberKey(event.id, guest.userId)))?.noShowMarkedAt);
    expect(await getItem(emailKey(`no-show-marked-${event.id}-${guest.userId}-${markedAt}`))).toBeUndefined();
  });

  it('changes nothing on a repeated mark, and counts a mark taken back once', async () => {
    const { host, guest, event } = await endedEventWithGuest();

    const answers = await Promise.all([1, 2, 3].map(() => mark(host, event.id, guest, false)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await bucketOf(guest, event.endsAt)).toMatchObject({ events: 1, noShows: 1 });

    await mark(host, event.id, guest, true);
    await mark(host, event.id, guest, true);
    expect(await bucketOf(guest, event.endsAt)).toMatchObject({ events: 1, noShows: 0 });
    expect((await getItem(memberKey(event.id, guest.userId)))?.attendance).toBeUndefined();
  });

  it('keeps one contest when a participant sends ten at once, and takes the no-show out of the score once', async () => {
    const { host, guest, event } = await endedEventWithGuest();
    await mark(host, event.id, guest, false);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => contest(guest, event.id, `İtiraz ${index}`)),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.reason)).toEqual(
      Array(9).fill('ALREADY_CONTESTED'),
    );
    expect(await bucketOf(guest, event.endsAt)).toMatchObject({ events: 1, noShows: 0 });
  });

  it('refuses marks from anyone but the host, before the end and after the 48-hour window', async () => {
    const host = await userWithProfile('host');
    const guest = await userWithProfile('guest');
    const event = await eventTomorrow(host);
    await acceptGuest(host, event.id, guest);

    const early = await mark(host, event.id, guest, false);
    expect([early.status, early.body.reason]).toEqual([409, 'NOT_COMPLETED']);
    await moveClockPast(event.endsAt);
    const byGuest = await mark(guest, event.id, guest, false);
    expect([byGuest.status, byGuest.body.reason]).toEqual([403, 'NOT_HOST']);
    const sheet = await callEndpoint(attendanceApi.getAttendance, {
      params: { id: event.id },
      token: host.accessToken,
    });
    expect(sheet.body).toMatchObject({
      canMark: true,
      participants: [{ userId: guest.userId, attendance: 'came' }],
    });

    await moveClockPast(new Date(Date.parse(event.endsAt) + 48 * 3_600_000).toISOString());
    const late = await mark(host, event.id, guest, false);
    expect([late.status, late.body.reason]).toEqual([409, 'MARKING_CLOSED']);
    expect(late.body.message).toContain('48 saat');
    expect((await getItem(eventKey(event.id)))?.attendanceClosedAt).toBeDefined();
    expect(await bucketOf(guest, event.endsAt)).toMatchObject({ noShows: 0 });
  });

  it('answers 400 for a mark that is not a yes or no and for a contest over 300 characters', async () => {
    const host = await userWithProfile('host');
    const eventId = '00000000-0000-4000-8000-000000000000';
    const badMark = await callEndpoint(attendanceApi.markAttendance, {
      params: { id: eventId, userId: host.userId },
      token: host.accessToken,
      body: { attended: 'evet' },
    });
    const longContest = await contest(host, eventId, 'a'.repeat(301));
    expect([badMark.status, longContest.status]).toEqual([400, 400]);
  });
});
