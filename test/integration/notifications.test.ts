/**
 * The notification centre on the local engines: the stack's own stream poller hands the table's changes to the
 * notifier consumers; a test's own poller keeps the records it sees, so the same record can be handed to the real
 * handler again (a redelivery). Reminder items are written directly, as the reminder job writes them.
 */
import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { NotificationPage } from '../../lambdas/contracts/notifications';
import { eventKey } from '../../lambdas/events/keys';
import { notifyEventChanges } from '../../lambdas/notifications/routes';
import { emailKey } from '../../lambdas/email/keys';
import { reminderKey } from '../../lambdas/platform/keys';
import { requestKey } from '../../lambdas/requests/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { setHandlerEnvironment } from './support/jobs';
import { daysFromNow } from './support/events';
import { pendingRequester, publishedEvent, userWithProfile } from './support/join-requests';
import { stackInfo } from './support/stack-info';
import { recordStream, waitFor } from './support/stream-recorder';
import { getItem, tableClient } from './support/table';
import type { TestUser } from './support/users';

jest.setTimeout(90_000);

const seen = recordStream('notifications-test-recorder', notifyEventChanges.stream.filters);

/** Lets the consumers catch up with everything written so far (records are delivered within about a second). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

const context = { functionName: 'integration-test', awsRequestId: 'integration-test' } as Context;
function notifyHandler(): (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse> {
  setHandlerEnvironment();
  process.env.SITE_URL = 'http://localhost:5173';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.resolve(__dirname, '../../lambdas/notifications/handlers/notify-event-changes'))
    .handler;
}

const notificationsOf = async (user: TestUser) =>
  (await callEndpoint(endpoints.notifications.listNotifications, { token: user.accessToken }))
    .body as NotificationPage;
const ofType = (page: NotificationPage, type: string) => page.items.filter((item) => item.type === type);

const accept = (host: TestUser, eventId: string, requester: TestUser) =>
  callEndpoint(endpoints.requests.acceptJoinRequest, {
    params: { id: eventId, requestId: requester.userId },
    token: host.accessToken,
  });

async function acceptedParticipant(host: TestUser, eventId: string, label: string): Promise<TestUser> {
  const user = await pendingRequester(eventId, label);
  expect((await accept(host, eventId, user)).status).toBe(200);
  return user;
}

describe('a decision', () => {
  it('notifies the requester once and writes one e-mail item', async () => {
    const host = await userWithProfile('nt-host');
    const event = await publishedEvent(host);
    const requester = await pendingRequester(event.id, 'nt-asker');

    const hostPage = await waitFor(
      () => notificationsOf(host),
      (page) => ofType(page, 'joinRequest').length === 1,
    );
    // The host may also have earned a badge for the first event: the count is every unread one.
    expect(hostPage.unread).toBe(hostPage.items.filter((item) => !item.read).length);
    expect(ofType(hostPage, 'joinRequest')[0]).toMatchObject({ read: false, eventId: event.id });

    expect((await accept(host, event.id, requester)).status).toBe(200);
    const page = await waitFor(
      () => notificationsOf(requester),
      (found) => ofType(found, 'requestDecided').length === 1,
    );
    await settle();

    const again = await notificationsOf(requester);
    expect(ofType(again, 'requestDecided')).toHaveLength(1);
    expect(again.unread).toBe(1);
    expect(page.items[0]).toMatchObject({
      type: 'requestDecided',
      read: false,
      eventId: event.id,
      link: `/dashboard/eventDetails/${event.id}`,
    });
    expect(page.items[0]?.text).toContain('kabul edildi');
    const email = await getItem(emailKey(`request-decided-${event.id}-${requester.userId}-accepted`));
    expect(email).toMatchObject({
      to: requester.email,
      recipientId: requester.userId,
      notificationType: 'requestDecided',
    });
  });

  it('is notified once when its record is delivered again', async () => {
    const host = await userWithProfile('nt-host2');
    const event = await publishedEvent(host);
    const requester = await acceptedParticipant(host, event.id, 'nt-asker2');
    await waitFor(
      () => notificationsOf(requester),
      (page) => ofType(page, 'requestDecided').length === 1,
    );
    const record = await waitFor(
      async () =>
        seen.find(
          (r) =>
            r.dynamodb?.Keys?.sk?.S === requestKey(event.id, requester.userId).sk &&
            r.dynamodb?.NewImage?.status?.S === 'accepted',
        ),
      (found) => found !== undefined,
    );

    await expect(notifyHandler()({ Records: [record!] }, context)).resolves.toEqual({
      batchItemFailures: [],
    });
    await settle();

    const page = await notificationsOf(requester);
    expect(ofType(page, 'requestDecided')).toHaveLength(1);
    expect(page.unread).toBe(1);
  });
});

describe('a reminder', () => {
  it('notifies the host and each participant once, and nobody who left', async () => {
    const host = await userWithProfile('nt-rhost');
    const event = await publishedEvent(host);
    const staying = await acceptedParticipant(host, event.id, 'nt-stays');
    const leaving = await acceptedParticipant(host, event.id, 'nt-leaves');
    const left = await callEndpoint(endpoints.requests.leaveEvent, {
      params: { id: event.id },
      token: leaving.accessToken,
    });
    expect(left.status).toBe(200);
    const startsAt = String((await getItem(eventKey(event.id)))?.startsAt);

    await tableClient().send(
      new PutCommand({
        TableName: stackInfo().tableName,
        Item: {
          ...reminderKey(event.id, 24, startsAt),
          eventId: event.id,
          hoursBefore: 24,
          startsAt,
          createdAt: new Date(Date.parse(startsAt) - 24 * 3600_000).toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );

    for (const user of [host, staying]) {
      await waitFor(
        () => notificationsOf(user),
        (page) => ofType(page, 'reminder').length === 1,
      );
    }
    await settle();
    expect(ofType(await notificationsOf(host), 'reminder')).toHaveLength(1);
    expect(ofType(await notificationsOf(staying), 'reminder')).toHaveLength(1);
    expect(ofType(await notificationsOf(leaving), 'reminder')).toHaveLength(0);
    const reminderEmail = `reminder-${event.id}-24h-${startsAt}-${staying.userId}`;
    expect(await getItem(emailKey(reminderEmail))).toMatchObject({ to: staying.email });
    expect(await getItem(emailKey(`reminder-${event.id}-24h-${startsAt}-${leaving.userId}`))).toBeUndefined();
    // The host heard that someone left.
    expect(ofType(await notificationsOf(host), 'participantLeft')).toHaveLength(1);
  });
});

describe('an event cancelled', () => {
  it('notifies and e-mails each participant once, and not the host', async () => {
    const host = await userWithProfile('nt-chost');
    const event = await publishedEvent(host);
    const participant = await acceptedParticipant(host, event.id, 'nt-cpart');
    const cancelled = await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: event.id },
      token: host.accessToken,
    });
    expect(cancelled.status).toBe(200);

    const page = await waitFor(
      () => notificationsOf(participant),
      (found) => ofType(found, 'eventCancelled').length === 1,
    );
    await settle();
    expect(ofType(await notificationsOf(participant), 'eventCancelled')).toHaveLength(1);
    expect(ofType(page, 'eventCancelled')[0]?.text).toContain('iptal edildi');
    expect(await getItem(emailKey(`event-cancelled-${event.id}-${participant.userId}`))).toMatchObject({
      to: participant.email,
      notificationType: 'eventCancelled',
    });
    expect(ofType(await notificationsOf(host), 'eventCancelled')).toHaveLength(0);
  });

  it('notifies and e-mails someone still waiting for the host’s answer', async () => {
    const host = await userWithProfile('nt-whost');
    const event = await publishedEvent(host);
    const requester = await pendingRequester(event.id, 'nt-wait');

    const cancelled = await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: event.id },
      token: host.accessToken,
    });
    expect(cancelled.status).toBe(200);

    await waitFor(
      () => notificationsOf(requester),
      (found) => ofType(found, 'eventCancelled').length === 1,
    );
    const email = await waitFor(
      () => getItem(emailKey(`event-cancelled-${event.id}-${requester.userId}`)),
      (item) => item !== undefined,
    );
    expect(email).toMatchObject({ to: requester.email, notificationType: 'eventCancelled' });
  });
});

describe('an event changed', () => {
  it('notifies each participant of a new time once per edit, and of a new title not at all', async () => {
    const host = await userWithProfile('nt-ehost');
    const event = await publishedEvent(host);
    const participant = await acceptedParticipant(host, event.id, 'nt-epart');
    const edit = (body: Record<string, unknown>) =>
      callEndpoint(endpoints.events.updateEvent, { params: { id: event.id }, token: host.accessToken, body });

    expect((await edit({ title: 'Yeni başlık' })).status).toBe(200);
    expect((await edit({ date: daysFromNow(3), time: '19:00' })).status).toBe(200);
    expect((await edit({ date: daysFromNow(4), time: '20:00' })).status).toBe(200);

    await waitFor(
      () => notificationsOf(participant),
      (page) => ofType(page, 'eventChanged').length === 2,
    );
    await settle();
    const changes = ofType(await notificationsOf(participant), 'eventChanged');
    expect(changes).toHaveLength(2);
    expect(changes[0]?.text).toMatch(/^“Yeni başlık” güncellendi: yeni zaman .* 20:00\.$/);
    expect(ofType(await notificationsOf(host), 'eventChanged')).toHaveLength(0);
  });
});

describe('a message', () => {
  it('notifies its recipient and not its sender', async () => {
    const host = await userWithProfile('nt-mhost');
    const event = await publishedEvent(host);
    const requester = await pendingRequester(event.id, 'nt-mask');
    const sent = await callEndpoint(endpoints.messages.sendMessage, {
      params: { id: event.id, userId: requester.userId },
      token: requester.accessToken,
      body: { text: 'Merhaba, ne getireyim?' },
    });
    expect(sent.status).toBe(201);

    const page = await waitFor(
      () => notificationsOf(host),
      (found) => ofType(found, 'message').length === 1,
    );
    expect(ofType(page, 'message')[0]).toMatchObject({ eventId: event.id, read: false });
    expect(ofType(page, 'message')[0]?.text).toContain('“Merhaba, ne getireyim?”');
    expect(ofType(await notificationsOf(requester), 'message')).toHaveLength(0);
  });
});

describe('settings', () => {
  it('an opted-out kind writes nothing', async () => {
    const host = await userWithProfile('nt-host3');
    const event = await publishedEvent(host);
    const requester = await pendingRequester(event.id, 'nt-optout');
    const saved = await callEndpoint(endpoints.notifications.saveNotificationSettings, {
      token: requester.accessToken,
      body: { inAppOff: ['requestDecided'], emailOff: ['requestDecided'], pushOff: ['requestDecided'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      inAppOff: ['requestDecided'],
      emailOff: ['requestDecided'],
      pushOff: ['requestDecided'],
    });

    expect((await accept(host, event.id, requester)).status).toBe(200);
    await settle();
    await settle();

    expect((await notificationsOf(requester)).items).toEqual([]);
    expect(
      await getItem(emailKey(`request-decided-${event.id}-${requester.userId}-accepted`)),
    ).toBeUndefined();
  });

  it('refuses a kind that does not exist with a Turkish message', async () => {
    const user = await userWithProfile('nt-bad');
    const answer = await callEndpoint(endpoints.notifications.saveNotificationSettings, {
      token: user.accessToken,
      body: { inAppOff: ['spam'], emailOff: [], pushOff: [] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Geçersiz bildirim türü.' });
  });
});

describe('the list', () => {
  it('pages newest first with a cursor, and refuses a cursor or an id it never gave', async () => {
    const user = await userWithProfile('nt-pages');
    setHandlerEnvironment();
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { deliver } = require(
      path.resolve(__dirname, '../../lambdas/notifications/notifications-table'),
    ) as typeof import('../../lambdas/notifications/notifications-table');
    const { noticeText } = require(
      path.resolve(__dirname, '../../lambdas/notifications/notices'),
    ) as typeof import('../../lambdas/notifications/notices');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const start = Date.parse('2030-01-01T00:00:00.000Z');
    for (let n = 0; n < 40; n++) {
      const at = new Date(start + n * 60_000).toISOString();
      await deliver({
        notice: noticeText.badgeEarned(user.userId, { id: `page-${n}`, name: 'Sayfa', icon: '📄' }, at),
        inApp: true,
      });
    }

    const first = await notificationsOf(user);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(40);
    expect(first.items[0]?.createdAt).toBe(new Date(start + 39 * 60_000).toISOString());
    const second = (
      await callEndpoint(endpoints.notifications.listNotifications, {
        token: user.accessToken,
        query: { cursor: first.nextCursor },
      })
    ).body as NotificationPage;
    expect(second.items.map((item) => item.createdAt)).toEqual(
      Array.from({ length: 20 }, (_, n) => 19 - n).map((n) => new Date(start + n * 60_000).toISOString()),
    );
    expect(second.nextCursor).toBeUndefined();

    const badCursor = await callEndpoint(endpoints.notifications.listNotifications, {
      token: user.accessToken,
      query: { cursor: 'bm9wZQ' },
    });
    expect(badCursor).toMatchObject({ status: 400, body: { message: 'Geçersiz sayfa imleci.' } });
    const badId = await callEndpoint(endpoints.notifications.markNotificationRead, {
      token: user.accessToken,
      body: { id: 'NOTIFICATION#x' },
    });
    expect(badId).toMatchObject({ status: 400, body: { message: 'Geçersiz bildirim.' } });
  });
});

describe('the unread count', () => {
  it('stays exact when marks and new notifications race', async () => {
    const user = await userWithProfile('nt-race');
    setHandlerEnvironment();
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { deliver, markRead } = require(
      path.resolve(__dirname, '../../lambdas/notifications/notifications-table'),
    ) as typeof import('../../lambdas/notifications/notifications-table');
    const { noticeText } = require(
      path.resolve(__dirname, '../../lambdas/notifications/notices'),
    ) as typeof import('../../lambdas/notifications/notices');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const notice = (n: number) =>
      noticeText.badgeEarned(
        user.userId,
        { id: `race-${n}`, name: 'Yarış', icon: '🏁' },
        new Date(Date.now() - 60_000 + n).toISOString(),
      );
    const first = Array.from({ length: 8 }, (_, n) => notice(n));
    await Promise.all(first.map((one) => deliver({ notice: one, inApp: true })));
    const ids = (await notificationsOf(user)).items.map((item) => item.id);

    // New ones land while some are marked read, one of them twice, and all are marked read once.
    await Promise.all([
      ...Array.from({ length: 8 }, (_, n) => deliver({ notice: notice(100 + n), inApp: true })),
      ...first.map((one) => deliver({ notice: one, inApp: true })),
      ...ids.slice(0, 4).map((id) => markRead(user.userId, id)),
      markRead(user.userId, ids[0]!),
      callEndpoint(endpoints.notifications.markAllNotificationsRead, { token: user.accessToken }),
    ]);

    const page = await notificationsOf(user);
    expect(page.items).toHaveLength(16);
    expect(page.unread).toBe(page.items.filter((item) => !item.read).length);
    expect(
      await callEndpoint(endpoints.notifications.markAllNotificationsRead, { token: user.accessToken }),
    ).toMatchObject({ status: 200, body: { unread: 0 } });
    expect((await notificationsOf(user)).items.every((item) => item.read)).toBe(true);
  });
});
