/**
 * Friends on the local engines: a request and its answer move both users' items together, crossing requests make
 * one friendship, a block ends a friendship and refuses requests both ways, the friends count stays exact under
 * races, and the dashboards' strip lists a friend's upcoming published events and never a draft or cancelled one.
 */
import { friendKey } from '../../lambdas/friends/keys';
import { profileKey } from '../../lambdas/profile/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { onlineEventBody, physicalEventBody } from './support/events';
import { userWithProfile } from './support/join-requests';
import { blockUser, publicProfile, unblockUser } from './support/other-users';
import { waitFor } from './support/stream-recorder';
import { getItem } from './support/table';
import type { NotificationPage, NotificationType } from '../../lambdas/contracts/notifications';
import type { TestUser } from './support/users';

jest.setTimeout(60_000);

const addFriend = (user: TestUser, userId: string) =>
  callEndpoint(endpoints.friends.addFriend, { params: { userId }, token: user.accessToken });
const removeFriend = (user: TestUser, userId: string) =>
  callEndpoint(endpoints.friends.removeFriend, { params: { userId }, token: user.accessToken });
const friendList = (user: TestUser, cursor?: string) =>
  callEndpoint(endpoints.friends.listFriends, { query: { cursor }, token: user.accessToken });
const friendEvents = (user: TestUser, type: 'physical' | 'online') =>
  callEndpoint(endpoints.friends.friendEvents, { query: { type }, token: user.accessToken });

/** The stored status of a's item about b, and the stored counter of a's profile. */
const storedStatus = async (a: TestUser, b: TestUser) =>
  (await getItem(friendKey(a.userId, b.userId)))?.status ?? 'none';
const storedCount = async (user: TestUser) => {
  const stats = (await getItem(profileKey(user.userId)))?.stats as { friendsCount?: number } | undefined;
  return stats?.friendsCount ?? 0;
};

async function pair(label: string): Promise<[TestUser, TestUser]> {
  return Promise.all([userWithProfile(`${label}-a`), userWithProfile(`${label}-b`)]);
}

async function friends(label: string): Promise<[TestUser, TestUser]> {
  const [a, b] = await pair(label);
  expect((await addFriend(a, b.userId)).status).toBe(200);
  expect((await addFriend(b, a.userId)).body).toMatchObject({ status: 'friends' });
  return [a, b];
}

describe('notifications', () => {
  const notificationsOf = async (user: TestUser) =>
    (await callEndpoint(endpoints.notifications.listNotifications, { token: user.accessToken }))
      .body as NotificationPage;
  const ofType = (page: NotificationPage, type: NotificationType) =>
    page.items.filter((item) => item.type === type);

  it('tells the receiver of a request and the sender of its accept in the bell, once each', async () => {
    const [ayse, mert] = await pair('bell');

    expect((await addFriend(ayse, mert.userId)).status).toBe(200);
    const received = await waitFor(
      () => notificationsOf(mert),
      (page) => ofType(page, 'friendRequest').length === 1,
    );
    expect(ofType(received, 'friendRequest')[0]).toMatchObject({
      read: false,
      text: expect.stringMatching(/ sana arkadaşlık isteği gönderdi\.$/),
      link: '/dashboard/profile',
    });

    expect((await addFriend(mert, ayse.userId)).body).toMatchObject({ status: 'friends' });
    const accepted = await waitFor(
      () => notificationsOf(ayse),
      (page) => ofType(page, 'friendAccepted').length === 1,
    );
    expect(ofType(accepted, 'friendAccepted')[0]?.text).toMatch(
      / arkadaşlık isteğini kabul etti\. Artık arkadaşsınız!$/,
    );
    // Whatever the consumer still had in hand is done by now: nothing came twice, and the receiver heard no accept.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [ayseNow, mertNow] = await Promise.all([notificationsOf(ayse), notificationsOf(mert)]);
    expect([ofType(ayseNow, 'friendAccepted').length, ofType(ayseNow, 'friendRequest').length]).toEqual([
      1, 0,
    ]);
    expect([ofType(mertNow, 'friendRequest').length, ofType(mertNow, 'friendAccepted').length]).toEqual([
      1, 0,
    ]);
  });
});

describe('friend requests', () => {
  it('sends a request that the other user sees as incoming, and accepting it makes both friends', async () => {
    const [ayse, mert] = await pair('request');

    const sent = await addFriend(ayse, mert.userId);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: 'outgoing', message: 'Arkadaşlık isteği gönderildi.' });
    expect((await friendList(mert)).body.items).toEqual([
      expect.objectContaining({ userId: ayse.userId, status: 'incoming', since: null }),
    ]);
    expect((await publicProfile(mert, ayse.userId)).body.friendship).toBe('incoming');

    const accepted = await addFriend(mert, ayse.userId);
    expect(accepted.body).toEqual({ status: 'friends', message: 'Artık arkadaşsınız!' });
    expect((await friendList(ayse)).body.items).toEqual([
      expect.objectContaining({ userId: mert.userId, status: 'friends', since: expect.any(String) }),
    ]);
    expect((await publicProfile(ayse, mert.userId)).body).toMatchObject({
      friendsCount: 1,
      friendship: 'friends',
    });
    expect((await publicProfile(mert, ayse.userId)).body.friendsCount).toBe(1);
  });

  it('keeps one request when it is sent again', async () => {
    const [a, b] = await pair('again');
    await addFriend(a, b.userId);
    const again = await addFriend(a, b.userId);
    expect(again.body.status).toBe('outgoing');
    expect(await storedStatus(b, a)).toBe('incoming');
    expect(await storedCount(a)).toBe(0);
  });

  it('removes both items when the other user declines, and the sender may ask again', async () => {
    const [a, b] = await pair('decline');
    await addFriend(a, b.userId);

    const declined = await removeFriend(b, a.userId);
    expect(declined.body).toEqual({ status: 'none', message: 'Arkadaşlık isteği reddedildi.' });
    expect([await storedStatus(a, b), await storedStatus(b, a)]).toEqual(['none', 'none']);
    expect((await addFriend(a, b.userId)).body.status).toBe('outgoing');
  });

  it('removes both items when the sender cancels', async () => {
    const [a, b] = await pair('cancel');
    await addFriend(a, b.userId);
    expect((await removeFriend(a, b.userId)).body.message).toBe('Arkadaşlık isteği geri çekildi.');
    expect((await friendList(b)).body.items).toEqual([]);
  });

  it('ends the friendship for both when either removes the other, and both counts go back', async () => {
    const [a, b] = await friends('remove');
    const removed = await removeFriend(b, a.userId);
    expect(removed.body).toEqual({ status: 'none', message: 'Arkadaşlıktan çıkarıldı.' });
    expect([await storedStatus(a, b), await storedStatus(b, a)]).toEqual(['none', 'none']);
    expect([await storedCount(a), await storedCount(b)]).toEqual([0, 0]);
    expect((await removeFriend(a, b.userId)).status).toBe(404);
  });

  it('makes one friendship of two requests sent at the same moment', async () => {
    const [a, b] = await pair('crossing');
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => addFriend(a, b.userId)),
      ...Array.from({ length: 3 }, () => addFriend(b, a.userId)),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect([await storedStatus(a, b), await storedStatus(b, a)]).toEqual(['friends', 'friends']);
    expect([await storedCount(a), await storedCount(b)]).toEqual([1, 1]);
  });

  it('refuses a request to yourself, to an unknown user and a removal of nothing, in Turkish', async () => {
    const [a, b] = await pair('refusals');
    expect((await addFriend(a, a.userId)).body).toEqual({
      message: 'Kendine arkadaşlık isteği gönderemezsin.',
      reason: 'SELF',
    });
    expect((await addFriend(a, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await removeFriend(a, b.userId)).body).toMatchObject({ reason: 'NO_FRIENDSHIP' });
    expect((await addFriend(a, 'not-a-uuid')).status).toBe(400);
  });
});

describe('friendsCount under races', () => {
  it('stays exact while accepts and removals of one pair race', async () => {
    const [a, b] = await pair('race');
    for (let round = 0; round < 3; round++) {
      await addFriend(a, b.userId);
      await Promise.all([
        ...Array.from({ length: 4 }, () => addFriend(b, a.userId)),
        ...Array.from({ length: 4 }, () => removeFriend(a, b.userId)),
        ...Array.from({ length: 2 }, () => removeFriend(b, a.userId)),
      ]);
      const [ab, ba] = [await storedStatus(a, b), await storedStatus(b, a)];
      expect(ba).toBe(ab === 'outgoing' ? 'incoming' : ab === 'incoming' ? 'outgoing' : ab);
      const expected = ab === 'friends' ? 1 : 0;
      expect([await storedCount(a), await storedCount(b)]).toEqual([expected, expected]);
      if (ab !== 'none') await removeFriend(a, b.userId);
    }
  });

  it('counts each of several friends accepting at once', async () => {
    const hub = await userWithProfile('hub');
    const others = await Promise.all(Array.from({ length: 5 }, (_, i) => userWithProfile(`spoke-${i}`)));
    await Promise.all(others.map((other) => addFriend(other, hub.userId)));
    await Promise.all(others.map((other) => addFriend(hub, other.userId)));
    expect(await storedCount(hub)).toBe(5);
    await Promise.all(others.slice(0, 2).map((other) => removeFriend(other, hub.userId)));
    expect(await storedCount(hub)).toBe(3);
  });
});

describe('blocking', () => {
  it('ends the friendship on both sides with both counts', async () => {
    const [a, b] = await friends('block-ends');
    expect((await blockUser(a, b.userId)).status).toBe(200);
    expect([await storedStatus(a, b), await storedStatus(b, a)]).toEqual(['none', 'none']);
    expect([await storedCount(a), await storedCount(b)]).toEqual([0, 0]);
  });

  it('leaves no friendship and both counts at zero when a block races accepts', async () => {
    const [a, b] = await pair('block-race');
    await addFriend(a, b.userId);
    const [blocked] = await Promise.all([
      blockUser(a, b.userId),
      ...Array.from({ length: 4 }, () => addFriend(b, a.userId)),
    ]);
    expect(blocked.status).toBe(200);
    expect([await storedStatus(a, b), await storedStatus(b, a)]).toEqual(['none', 'none']);
    expect([await storedCount(a), await storedCount(b)]).toEqual([0, 0]);
  });

  it('withdraws an open request and refuses new ones both ways until the block is lifted', async () => {
    const [a, b] = await pair('block-refuses');
    await addFriend(b, a.userId);
    expect((await blockUser(a, b.userId)).status).toBe(200);
    expect(await storedStatus(b, a)).toBe('none');

    expect((await addFriend(b, a.userId)).body).toEqual({
      message: 'Kullanıcı bulunamadı.',
      reason: 'USER_NOT_FOUND',
    });
    expect((await addFriend(a, b.userId)).body).toMatchObject({ reason: 'BLOCKED_BY_ME' });
    expect((await addFriend(a, b.userId)).status).toBe(403);

    await unblockUser(a, b.userId);
    expect((await addFriend(b, a.userId)).body.status).toBe('outgoing');
  });
});

describe('the account', () => {
  it('exports the friend items and, deleted, leaves nothing on the other side but a count one lower', async () => {
    const [leaver, stays] = await friends('leaver');
    const asker = await userWithProfile('leaver-asker');
    await addFriend(asker, leaver.userId);

    const exported = await callEndpoint(endpoints.account.exportAccount, { token: leaver.accessToken });
    expect(exported.body.friends).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: stays.userId, status: 'friends' }),
        expect.objectContaining({ userId: asker.userId, status: 'incoming' }),
      ]),
    );

    const deleted = await callEndpoint(endpoints.account.deleteAccount, {
      token: leaver.accessToken,
      body: { confirmation: leaver.email },
    });
    expect(deleted.status).toBe(200);
    expect([await storedStatus(stays, leaver), await storedStatus(asker, leaver)]).toEqual(['none', 'none']);
    expect(await storedCount(stays)).toBe(0);
  });
});

describe('GET /private/friends', () => {
  it('pages the list with a cursor, each friend once', async () => {
    const owner = await userWithProfile('pager');
    const others = await Promise.all(Array.from({ length: 3 }, (_, i) => userWithProfile(`paged-${i}`)));
    await Promise.all(others.map((other) => addFriend(owner, other.userId)));
    const first = await friendList(owner);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.nextCursor).toBeNull();
    expect((await friendList(owner, first.body.items[0].userId)).body.items.map((f) => f.userId)).toEqual(
      first.body.items.slice(1).map((f) => f.userId),
    );
    expect((await friendList(owner, 'nope')).status).toBe(400);
  });
});

describe('GET /private/friends/events', () => {
  const create = async (host: TestUser, body: object) => {
    const answer = await callEndpoint(endpoints.events.createEvent, { token: host.accessToken, body });
    if (answer.status !== 201) throw new Error(`event not created: ${answer.status}`);
    return answer.body.event;
  };

  it("lists a friend's upcoming published event of the type, never a draft or a cancelled one", async () => {
    const [me, friend] = await friends('strip');
    const stranger = await userWithProfile('strip-stranger');
    const upcoming = await create(friend, physicalEventBody({ title: 'Arkadaşın tavlası' }));
    const online = await create(friend, onlineEventBody());
    await create(friend, physicalEventBody({ draft: true, title: 'Taslak' }));
    const cancelled = await create(friend, physicalEventBody({ title: 'İptal' }));
    await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: cancelled.id },
      token: friend.accessToken,
    });
    await create(stranger, physicalEventBody({ title: 'Yabancının etkinliği' }));

    const physical = await friendEvents(me, 'physical');
    expect(physical.status).toBe(200);
    expect(physical.body.items).toEqual([
      {
        event: expect.objectContaining({ id: upcoming.id, title: 'Arkadaşın tavlası', status: 'upcoming' }),
        friends: [{ userId: friend.userId, name: expect.any(String), role: 'host' }],
      },
    ]);
    expect((await friendEvents(me, 'online')).body.items.map((item) => item.event.id)).toEqual([online.id]);
    expect(JSON.stringify(physical.body)).not.toContain('meetingPoint');
  });

  it('lists nothing without friends, and nothing once the friendship ends', async () => {
    const [me, friend] = await friends('strip-ends');
    await create(friend, physicalEventBody());
    expect((await friendEvents(me, 'physical')).body.items).toHaveLength(1);
    await removeFriend(me, friend.userId);
    expect((await friendEvents(me, 'physical')).body.items).toEqual([]);
  });

  it('refuses a type that is not physical or online', async () => {
    const me = await userWithProfile('strip-type');
    const answer = await callEndpoint(endpoints.friends.friendEvents, {
      query: { type: 'hybrid' as 'online' },
      token: me.accessToken,
    });
    expect(answer.status).toBe(400);
  });
});
