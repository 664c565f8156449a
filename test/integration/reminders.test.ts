/**
 * Reminders on the local engines: the send-reminder schedules run when the test clock reaches 24 hours and 1 hour
 * before an event's start. Moving time would break the suites sharing the integration stack, so this file runs a
 * stack of its own, on ports of its own, and points the shared helpers at it.
 */
import type { Context } from 'aws-lambda';
import { spawnLocalStack } from '../../bin/local/child';
import { ownStackOptions } from './support/own-stack';
import { istanbulParts } from '../../lambdas/contracts/istanbul-time';
import type { NotificationPage } from '../../lambdas/contracts/notifications';
import { eventPartition, reminderKey, reminderSortKeyPrefix } from '../../lambdas/platform/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { physicalEventBody } from './support/events';
import { acceptGuest, userWithProfile } from './support/join-requests';
import { mailTo } from './support/sent-mail';
import { setHandlerEnvironment } from './support/jobs';
import { pointHelpersAt } from './support/stack-info';
import { getItem, itemsWithPrefix } from './support/table';
import { clockNow, moveClockPast } from './support/test-clock';
import type { TestUser } from './support/users';

jest.setTimeout(60_000);

let stop: (() => Promise<void>) | undefined;
let apiUrl = '';

beforeAll(async () => {
  const options = await ownStackOptions('reminders');
  const stack = await spawnLocalStack(options);
  stop = stack.stop;
  apiUrl = stack.urls.web;
  // Before any helper reads it: they reach this stack, not the shared one.
  await pointHelpersAt(stack, options.dataDir);
}, 120_000);
afterAll(() => stop?.());

const hoursBefore = (startsAt: string, hours: number) =>
  new Date(Date.parse(startsAt) - hours * 3_600_000).toISOString();

/** A published event two days ahead on the stack's clock, at `time` in Istanbul: both reminders are ahead. */
async function eventInTwoDays(host: TestUser, time = '18:30') {
  const date = istanbulParts(new Date((await clockNow(apiUrl)).getTime() + 2 * 86_400_000)).date;
  const answer = await callEndpoint(endpoints.events.createEvent, {
    token: host.accessToken,
    body: physicalEventBody({ date, time, maxParticipants: 5 }),
  });
  expect(answer.status).toBe(201);
  return { id: answer.body.event.id, startsAt: answer.body.event.startsAt ?? '' };
}

const remindersOf = async (eventId: string) =>
  (await itemsWithPrefix(eventPartition(eventId), reminderSortKeyPrefix)).map(
    ({ hoursBefore: hours, startsAt }) => [hours, startsAt],
  );

describe('reminders', () => {
  it('writes the 24-hour and the 1-hour reminder once each when the clock reaches them', async () => {
    const host = await userWithProfile('host');
    const event = await eventInTwoDays(host);

    await moveClockPast(apiUrl, hoursBefore(event.startsAt, 24));
    expect(await remindersOf(event.id)).toEqual([[24, event.startsAt]]);
    const dayReminder = await getItem(reminderKey(event.id, 24, event.startsAt));
    expect(dayReminder).toMatchObject({ eventId: event.id, hoursBefore: 24, startsAt: event.startsAt });

    await moveClockPast(apiUrl, hoursBefore(event.startsAt, 1));
    await moveClockPast(apiUrl, event.startsAt, 30);
    expect((await remindersOf(event.id)).sort()).toEqual([
      [1, event.startsAt],
      [24, event.startsAt],
    ]);
    expect(await getItem(reminderKey(event.id, 24, event.startsAt))).toEqual(dayReminder);
  });

  it('writes no reminder after a cancellation', async () => {
    const host = await userWithProfile('host');
    const event = await eventInTwoDays(host);
    const cancelled = await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: event.id },
      token: host.accessToken,
    });
    expect(cancelled.status).toBe(200);

    await moveClockPast(apiUrl, event.startsAt);

    expect(await remindersOf(event.id)).toEqual([]);
  });

  it('reminds for the new start after an edit moves it, never for the old one', async () => {
    const host = await userWithProfile('host');
    const event = await eventInTwoDays(host, '10:00');
    const edited = await callEndpoint(endpoints.events.updateEvent, {
      params: { id: event.id },
      token: host.accessToken,
      body: { time: '15:00' },
    });
    expect(edited.status).toBe(200);
    const newStart = edited.body.event.startsAt ?? '';
    expect(newStart).toBe(new Date(Date.parse(event.startsAt) + 5 * 3_600_000).toISOString());

    // Past the old start: its two moments, and the new start's 24-hour one.
    await moveClockPast(apiUrl, event.startsAt);
    expect(await remindersOf(event.id)).toEqual([[24, newStart]]);
    await moveClockPast(apiUrl, hoursBefore(newStart, 1));
    expect((await remindersOf(event.id)).sort()).toEqual([
      [1, newStart],
      [24, newStart],
    ]);
  });

  it('writes one reminder when ten runs of the job race', async () => {
    const host = await userWithProfile('host');
    const event = await eventInTwoDays(host);

    // The job's real handler in this process, on this stack's table, at the 1-hour moment.
    setHandlerEnvironment();
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { clock } =
      require('../../lambdas/platform/clock') as typeof import('../../lambdas/platform/clock');
    const job = require('../../lambdas/reminders/handlers/send-reminder') as {
      handler: (payload: unknown, context: Context) => Promise<void>;
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    clock.now = () => new Date(hoursBefore(event.startsAt, 1));
    const context = { functionName: 'integration-test', awsRequestId: 'race' } as Context;
    const payload = { eventId: event.id, hoursBefore: 1, startsAt: event.startsAt };
    await Promise.all(Array.from({ length: 10 }, () => job.handler(payload, context)));
    const written = await getItem(reminderKey(event.id, 1, event.startsAt));
    expect(written).toMatchObject({ createdAt: hoursBefore(event.startsAt, 1) });

    // The scheduled run after them changes nothing either.
    await moveClockPast(apiUrl, hoursBefore(event.startsAt, 1));
    expect(await getItem(reminderKey(event.id, 1, event.startsAt))).toEqual(written);
    expect((await remindersOf(event.id)).filter(([hours]) => hours === 1)).toEqual([[1, event.startsAt]]);
  });

  it('reminds the host and a participant in the app and by e-mail at 24 hours and 1 hour, and tells the participant of a cancellation', async () => {
    const host = await userWithProfile('host');
    const guest = await userWithProfile('guest');
    const event = await eventInTwoDays(host);
    await acceptGuest(host, event.id, guest);
    const reminders = async (user: TestUser) =>
      (
        (await callEndpoint(endpoints.notifications.listNotifications, { token: user.accessToken }))
          .body as NotificationPage
      ).items.filter((item) => item.type === 'reminder' && item.eventId === event.id);
    const reminderMails = async (user: TestUser) =>
      (await mailTo(user.email)).filter((mail) => mail.subject.includes('hatırlatma'));
    const both = async (count: number) => {
      for (const user of [host, guest]) {
        await eventually(async () => expect(await reminders(user)).toHaveLength(count));
        await eventually(async () => expect(await reminderMails(user)).toHaveLength(count));
      }
    };

    await moveClockPast(apiUrl, hoursBefore(event.startsAt, 24));
    await both(1);
    await moveClockPast(apiUrl, hoursBefore(event.startsAt, 1));
    await both(2);

    const cancelled = await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: event.id },
      token: host.accessToken,
    });
    expect(cancelled.status).toBe(200);
    await eventually(async () =>
      expect((await mailTo(guest.email)).some((mail) => mail.subject.includes('iptal'))).toBe(true),
    );
  });
});

/** Retries an assertion until it holds: the notifier works from the stream, about a second behind. */
async function eventually(assertion: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
