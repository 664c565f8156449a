/**
 * Messages on the local engines: the real API, DynamoDB Local's transactions and conditions. Threads are
 * opened by a join request; only its two parties read or write them, and a block stops both directions.
 */
import {
  messageSortKeyPrefix,
  threadPartition,
  threadSummarySortKeyPrefix,
} from '../../lambdas/messages/keys';
import { userPartition } from '../../lambdas/platform/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import {
  pendingRequester,
  publishedEvent,
  requestStuckInScreening,
  screenedStatus,
  sendJoinRequest,
  userWithProfile,
} from './support/join-requests';
import { inboxOf, readThread, sendMessage } from './support/messages';
import { blockUser, unblockUser } from './support/other-users';
import { mailTo } from './support/sent-mail';
import { untilStill } from './support/settle';
import { itemsWithPrefix } from './support/table';
import type { TestUser } from './support/users';

/** A host, their event, and a guest whose request to join it the screener passed to the host. */
async function hostAndGuest(): Promise<{ host: TestUser; guest: TestUser; eventId: string }> {
  const host = await userWithProfile('host');
  const event = await publishedEvent(host);
  const guest = await pendingRequester(event.id, 'guest');
  return { host, guest, eventId: event.id };
}

const storedMessages = (eventId: string, requesterId: string) =>
  itemsWithPrefix(threadPartition(eventId, requesterId), messageSortKeyPrefix);

describe('a thread between a host and a requester', () => {
  it('carries messages both ways, and unread counts move with sending and reading', async () => {
    const { host, guest, eventId } = await hostAndGuest();

    expect((await sendMessage(guest, eventId, guest.userId, 'Merhaba! Ne getireyim?')).status).toBe(201);
    expect((await sendMessage(guest, eventId, guest.userId, 'Tavlam da var.')).status).toBe(201);

    const hostInbox = await inboxOf(host);
    expect(hostInbox.unreadTotal).toBe(2);
    expect(hostInbox.threads).toEqual([
      expect.objectContaining({
        eventId,
        userId: guest.userId,
        other: expect.objectContaining({ userId: guest.userId }),
        lastMessage: 'Tavlam da var.',
        unread: 2,
      }),
    ]);
    expect((await inboxOf(guest)).unreadTotal).toBe(0);

    const seenByHost = await readThread(host, eventId, guest.userId);
    expect(seenByHost.status).toBe(200);
    expect(seenByHost.body.messages.map((m) => m.text)).toEqual(['Merhaba! Ne getireyim?', 'Tavlam da var.']);
    expect(seenByHost.body.other.userId).toBe(guest.userId);
    expect((await inboxOf(host)).unreadTotal).toBe(0);

    const reply = await sendMessage(host, eventId, guest.userId, 'Sadece kendini getir!');
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatchObject({ senderId: host.userId, text: 'Sadece kendini getir!' });
    const guestInbox = await inboxOf(guest);
    expect(guestInbox.unreadTotal).toBe(1);
    expect(guestInbox.threads[0]).toMatchObject({
      lastMessage: 'Sadece kendini getir!',
      other: { userId: host.userId },
    });

    const seenByGuest = await readThread(guest, eventId, guest.userId);
    expect(seenByGuest.body.messages.map((m) => m.senderId)).toEqual([
      guest.userId,
      guest.userId,
      host.userId,
    ]);
    expect(seenByGuest.body.other.userId).toBe(host.userId);
    expect((await inboxOf(guest)).unreadTotal).toBe(0);
  });

  it('counts every one of ten messages sent at once', async () => {
    const { host, guest, eventId } = await hostAndGuest();

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendMessage(guest, eventId, guest.userId, `mesaj ${i}`)),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(await storedMessages(eventId, guest.userId)).toHaveLength(10);
    expect((await inboxOf(host)).unreadTotal).toBe(10);
  });

  it('lists the newest thread first across events', async () => {
    const host = await userWithProfile('busyhost');
    const first = await publishedEvent(host);
    const second = await publishedEvent(host);
    const guest = await userWithProfile('twoevents');
    await sendJoinRequest(guest, first.id);
    await sendJoinRequest(guest, second.id);
    await screenedStatus(first.id, guest.userId);
    await screenedStatus(second.id, guest.userId);

    await sendMessage(guest, second.id, guest.userId, 'ikinci etkinlik');
    await sendMessage(guest, first.id, guest.userId, 'birinci etkinlik');

    expect((await inboxOf(host)).threads.map((t) => t.eventId)).toEqual([first.id, second.id]);
  });

  it("shows the event's current title in both inboxes after the host renames it", async () => {
    const { host, guest, eventId } = await hostAndGuest();
    await sendMessage(guest, eventId, guest.userId, 'Hangi saatte?');

    const renamed = await callEndpoint(endpoints.events.updateEvent, {
      params: { id: eventId },
      token: host.accessToken,
      body: { title: 'Kadıköy tavla turnuvası' },
    });
    expect(renamed.status).toBe(200);

    expect((await inboxOf(host)).threads[0].eventTitle).toBe('Kadıköy tavla turnuvası');
    expect((await inboxOf(guest)).threads[0].eventTitle).toBe('Kadıköy tavla turnuvası');
  });

  it('answers an empty thread before the first message', async () => {
    const { host, guest, eventId } = await hostAndGuest();
    const thread = await readThread(host, eventId, guest.userId);
    expect(thread.status).toBe(200);
    expect(thread.body.messages).toEqual([]);
  });
});

describe('who may read and write a thread', () => {
  it("refuses a third user who reads or writes the pair's thread, writing nothing", async () => {
    const { host, guest, eventId } = await hostAndGuest();
    await sendMessage(guest, eventId, guest.userId, 'Sadece sana.');
    const stranger = await userWithProfile('stranger');

    const read = await readThread(stranger, eventId, guest.userId);
    const write = await sendMessage(stranger, eventId, guest.userId, 'Ben de varım!');

    expect([read.status, read.body.reason]).toEqual([403, 'NOT_A_PARTY']);
    expect(read.body).not.toHaveProperty('messages');
    expect([write.status, write.body.reason]).toEqual([403, 'NOT_A_PARTY']);
    expect(await storedMessages(eventId, guest.userId)).toHaveLength(1);
    expect((await inboxOf(stranger)).threads).toEqual([]);
    expect((await inboxOf(host)).unreadTotal).toBe(1);
  });

  it('refuses a thread with someone who never asked to join, on either side', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const outsider = await userWithProfile('outsider');

    const fromHost = await sendMessage(host, event.id, outsider.userId, 'Gelmek ister misin?');
    const fromOutsider = await sendMessage(outsider, event.id, outsider.userId, 'Merhaba');

    expect([fromHost.status, fromOutsider.status]).toEqual([403, 403]);
    expect(await storedMessages(event.id, outsider.userId)).toHaveLength(0);
  });

  it('refuses both sides of a request the screener declined', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const rude = await userWithProfile('rude');
    await sendJoinRequest(rude, event.id, 'Siktir git aptal orospu çocuğu, fuck you idiot');
    expect(await screenedStatus(event.id, rude.userId)).toBe('declined');

    const fromRude = await sendMessage(rude, event.id, rude.userId, 'Neden?');
    const fromHost = await readThread(host, event.id, rude.userId);

    expect([fromRude.status, fromHost.status]).toEqual([403, 403]);
  }, 15_000);

  it('answers 404 for an unknown event', async () => {
    const user = await userWithProfile('lost');
    const answer = await sendMessage(user, '00000000-0000-4000-8000-000000000000', user.userId, 'Merhaba');
    expect(answer.status).toBe(404);
  });

  it.each([
    ['a blank message', ' \n '],
    ['a message over 1000 characters', 'a'.repeat(1001)],
    ['a message with control characters', 'a\u0007b'],
  ])('answers 400 for %s, writing nothing', async (_case, text) => {
    const { guest, eventId } = await hostAndGuest();
    const answer = await sendMessage(guest, eventId, guest.userId, text);
    expect(answer.status).toBe(400);
    expect(await storedMessages(eventId, guest.userId)).toHaveLength(0);
  });

  it('answers 400 for ids that are not uuids', async () => {
    const user = await userWithProfile('sloppy');
    const answer = await callEndpoint(endpoints.messages.getThread, {
      params: { id: 'not-an-id', userId: user.userId },
      token: user.accessToken,
    });
    expect(answer.status).toBe(400);
  });
});

/** Everything of a thread the host could read: their inbox items and their notifications. */
async function hostSees(host: TestUser) {
  const [summaries, notifications] = await Promise.all([
    itemsWithPrefix(userPartition(host.userId), threadSummarySortKeyPrefix),
    callEndpoint(endpoints.notifications.listNotifications, { token: host.accessToken }),
  ]);
  return {
    summaries,
    // What a request or its thread would tell the host (hosting their first event earns them a badge meanwhile).
    notifications: notifications.body.items.filter(
      (item) => item.type === 'joinRequest' || item.type === 'message',
    ),
  };
}

describe('a thread before the screener passed the request', () => {
  it('refuses the requester’s message with a Turkish 409 while the request is screened, and nothing reaches the host', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const guest = await userWithProfile('guest');
    await requestStuckInScreening(host, event.id, guest, 'Merhaba! Ben de gelebilir miyim?');

    const fromGuest = await sendMessage(guest, event.id, guest.userId, 'Numaram 0532 000 00 00, yaz bana');
    const fromHost = await sendMessage(host, event.id, guest.userId, 'Merhaba!');

    expect([fromGuest.status, fromGuest.body.reason]).toEqual([409, 'NOT_SCREENED_YET']);
    expect(fromGuest.body.message).toBe(
      'Katılım isteğin henüz inceleniyor; ev sahibine ulaştığında ona mesaj yazabilirsin.',
    );
    expect([fromHost.status, fromHost.body.reason]).toEqual([403, 'NOT_A_PARTY']);
    expect(await storedMessages(event.id, guest.userId)).toHaveLength(0);
    expect(await inboxOf(host)).toEqual({ threads: [], unreadTotal: 0 });
    expect((await hostSees(host)).summaries).toEqual([]);
  });

  it('leaves nothing of a request the screener declines with the host: no inbox summary, notification or e-mail', async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const rude = await userWithProfile('rude');

    await sendJoinRequest(rude, event.id, 'Siktir git aptal orospu çocuğu, fuck you idiot');
    // Written while the screener reads the request: the text must not slip past it to the host.
    const message = await sendMessage(rude, event.id, rude.userId, 'Cevap ver aptal');
    expect(await screenedStatus(event.id, rude.userId)).toBe('declined');
    await untilStill(() => hostSees(host));

    expect([409, 403]).toContain(message.status);
    expect(await inboxOf(host)).toEqual({ threads: [], unreadTotal: 0 });
    expect(await hostSees(host)).toEqual({ summaries: [], notifications: [] });
    expect(await mailTo(host.email)).toEqual([]);
  }, 30_000);
});

describe('messages between a blocked pair', () => {
  it('are refused in both directions until the block is lifted, and the blocker no longer sees the thread', async () => {
    const { host, guest, eventId } = await hostAndGuest();
    await sendMessage(guest, eventId, guest.userId, 'Merhaba');
    expect((await blockUser(host, guest.userId)).status).toBe(200);

    const fromGuest = await sendMessage(guest, eventId, guest.userId, 'Neden engelledin?');
    const fromHost = await sendMessage(host, eventId, guest.userId, 'Hoşça kal');

    expect([fromGuest.status, fromGuest.body.reason]).toEqual([404, 'EVENT_NOT_FOUND']);
    expect([fromHost.status, fromHost.body.reason]).toEqual([404, 'EVENT_NOT_FOUND']);
    expect(await storedMessages(eventId, guest.userId)).toHaveLength(1);
    expect(await inboxOf(host)).toEqual({ threads: [], unreadTotal: 0 });

    expect((await unblockUser(host, guest.userId)).status).toBe(200);
    expect((await sendMessage(host, eventId, guest.userId, 'Tekrar merhaba')).status).toBe(201);
    expect((await inboxOf(host)).threads).toHaveLength(1);
  });
});
