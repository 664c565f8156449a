/**
 * Other users on the local engines: public profiles (never a private field), one report per reporter per
 * target per day decided by the table, and blocks that stop join requests and take the blocked user's open
 * requests off the host's list.
 */
import { randomUUID } from 'node:crypto';
import { blockKey } from '../../lambdas/platform/keys';
import { profileKey } from '../../lambdas/profile/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { publishedEvent, screenedStatus, sendJoinRequest, userWithProfile } from './support/join-requests';
import {
  blockListOf,
  blockUser,
  publicProfile,
  reportUser,
  storedReportsAbout,
  unblockUser,
} from './support/other-users';
import { waitFor } from './support/stream-recorder';
import { getItem } from './support/table';
import type { TestUser } from './support/users';

const uniqueUsername = (label: string) => `${label}_${randomUUID().slice(0, 8)}`;

/** A user who filled in every private field a public profile must not show. */
async function userWithPrivateDetails(): Promise<TestUser & { username: string }> {
  const user = await userWithProfile('private');
  const username = uniqueUsername('Deniz');
  const details = await callEndpoint(endpoints.profile.updateProfile, {
    token: user.accessToken,
    body: {
      displayName: 'Deniz Yıldız',
      username,
      bio: 'Kutu oyunları ve kahve.',
      city: 'İstanbul',
      district: 'KADIKÖY',
      coordinates: [29.0254, 40.9833],
      exactLocation: { lng: 29.0254, lat: 40.9833, address: 'Moda Caddesi No 12, Kadıköy' },
    },
  });
  expect(details.status).toBe(200);
  const interests = await callEndpoint(endpoints.profile.updateProfile, {
    token: user.accessToken,
    body: { interests: ['Tavla'] },
  });
  expect(interests.status).toBe(200);
  return { ...user, username };
}

const pendingList = (host: TestUser, eventId: string) =>
  callEndpoint(endpoints.requests.listJoinRequests, { params: { id: eventId }, token: host.accessToken });

describe('GET /private/users/{handle}', () => {
  it('answers the public profile by username (any case) and by id, with the user’s events', async () => {
    const deniz = await userWithPrivateDetails();
    const event = await publishedEvent(deniz);
    const viewer = await userWithProfile('viewer');
    // The first-event badge is dated by a stream consumer, about a second after the event went live.
    await waitFor(
      () => getItem(profileKey(deniz.userId)),
      (profile) => Boolean((profile?.badgesEarned as Record<string, string> | undefined)?.['first-event']),
    );

    const byName = await publicProfile(viewer, deniz.username.toUpperCase());
    const byId = await publicProfile(viewer, deniz.userId);

    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({
      userId: deniz.userId,
      displayName: 'Deniz Yıldız',
      username: deniz.username,
      bio: 'Kutu oyunları ve kahve.',
      city: 'İstanbul',
      stats: { eventsHosted: 1 },
      interests: ['Tavla'],
      recentActivity: [{ id: event.id, type: 'hosted' }],
      blockedByMe: false,
      isMe: false,
    });
    expect(byName.body.badges.find((badge) => badge.id === 'first-event')?.earned).toBe(true);
    expect(byId.body).toEqual(byName.body);
    expect((await publicProfile(deniz, deniz.userId)).body.isMe).toBe(true);
  });

  it('never answers the e-mail, the district, coordinates, the exact location or the token balance', async () => {
    const deniz = await userWithPrivateDetails();
    const viewer = await userWithProfile('viewer');

    const answer = await publicProfile(viewer, deniz.username);
    const text = JSON.stringify(answer.body);

    expect(answer.status).toBe(200);
    for (const key of [
      'email',
      'district',
      'coordinates',
      'exactLocation',
      'lastUsedIpLocation',
      'eventLimit',
    ]) {
      expect(answer.body).not.toHaveProperty(key);
    }
    for (const value of [deniz.email, 'KADIKÖY', 'Kadıköy', 'Moda Caddesi', '29.0254', '40.9833']) {
      expect(text).not.toContain(value);
    }
  });

  it('answers 404 with the spec’s message for an unknown username or id, and 400 for a malformed handle', async () => {
    const viewer = await userWithProfile('viewer');

    const name = await publicProfile(viewer, uniqueUsername('ghost'));
    const id = await publicProfile(viewer, randomUUID());
    const malformed = await publicProfile(viewer, 'a b');

    expect([name.status, name.body.message]).toEqual([404, 'Kullanıcı bulunamadı.']);
    expect(id.status).toBe(404);
    expect(malformed.status).toBe(400);
  });
});

describe('POST /private/users/{handle}/report', () => {
  it('keeps one report per reporter per user per day: the second answers 409', async () => {
    const target = await userWithPrivateDetails();
    const reporter = await userWithProfile('reporter');

    const first = await reportUser(reporter, target.username, {
      reason: 'harassment',
      text: 'Hakaret etti.',
    });
    const second = await reportUser(reporter, target.userId, { reason: 'spam', text: 'Yine yaptı.' });

    expect([first.status, first.body.message]).toEqual([201, 'Bildirimin alındı. Teşekkürler!']);
    expect([second.status, second.body.reason]).toEqual([409, 'ALREADY_REPORTED_TODAY']);
    const stored = await storedReportsAbout(target.userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reporterId: reporter.userId,
      reason: 'harassment',
      text: 'Hakaret etti.',
    });
  });

  it('keeps exactly one of five reports sent at once', async () => {
    const target = await userWithPrivateDetails();
    const reporter = await userWithProfile('eager');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => reportUser(reporter, target.userId, { reason: 'spam', text: 'Spam.' })),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await storedReportsAbout(target.userId)).toHaveLength(1);
  });

  it('lets two reporters report the same user the same day', async () => {
    const target = await userWithPrivateDetails();
    const [one, two] = await Promise.all([userWithProfile('one'), userWithProfile('two')]);

    await reportUser(one, target.userId, { reason: 'offensive', text: 'Kaba.' });
    await reportUser(two, target.userId, { reason: 'offensive', text: 'Çok kaba.' });

    expect(await storedReportsAbout(target.userId)).toHaveLength(2);
  });

  it('refuses reporting yourself (400) and an unknown user (404), storing nothing', async () => {
    const user = await userWithProfile('selfish');

    const self = await reportUser(user, user.userId, { reason: 'other', text: 'Deneme' });
    const unknown = await reportUser(user, randomUUID(), { reason: 'other', text: 'Kim?' });

    expect([self.status, self.body.reason]).toEqual([400, 'SELF']);
    expect(unknown.status).toBe(404);
    expect(await storedReportsAbout(user.userId)).toHaveLength(0);
  });

  it.each([
    ['no reason', { text: 'Kötü.' }],
    ['a reason off the list', { reason: 'boring', text: 'Kötü.' }],
    ['a blank text', { reason: 'spam', text: '  ' }],
    ['a text over 1000 characters', { reason: 'spam', text: 'a'.repeat(1001) }],
  ])('answers 400 for %s, storing nothing', async (_case, body) => {
    const target = await userWithProfile('target');
    const reporter = await userWithProfile('reporter');
    const answer = await reportUser(reporter, target.userId, body);
    expect(answer.status).toBe(400);
    expect(await storedReportsAbout(target.userId)).toHaveLength(0);
  });
});

describe('blocks', () => {
  it("refuses the blocked user's join requests until the host unblocks them from the list", async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const pest = await userWithPrivateDetails();

    expect(await blockUser(host, pest.userId)).toMatchObject({
      status: 200,
      body: { message: 'Kullanıcı engellendi.' },
    });
    const refused = await sendJoinRequest(pest, event.id);
    expect([refused.status, refused.body.reason]).toEqual([404, 'EVENT_NOT_FOUND']);
    expect((await publicProfile(host, pest.userId)).body.blockedByMe).toBe(true);

    const list = await blockListOf(host);
    expect(list.users).toEqual([
      {
        userId: pest.userId,
        name: 'Deniz Yıldız',
        username: pest.username,
        avatar: null,
        blockedAt: expect.any(String),
      },
    ]);
    const unblocked = await unblockUser(host, list.users[0]!.userId);
    expect([unblocked.status, unblocked.body.message]).toEqual([200, 'Engel kaldırıldı.']);

    expect(await blockListOf(host)).toEqual({ users: [] });
    expect((await sendJoinRequest(pest, event.id)).status).toBe(201);
  });

  it("takes the blocked user's pending request off the host's list", async () => {
    const host = await userWithProfile('host');
    const event = await publishedEvent(host);
    const pest = await userWithProfile('pest');
    const friend = await userWithProfile('friend');
    await sendJoinRequest(pest, event.id);
    await sendJoinRequest(friend, event.id);
    expect(await screenedStatus(event.id, pest.userId)).toBe('pending');
    expect(await screenedStatus(event.id, friend.userId)).toBe('pending');

    await blockUser(host, pest.userId);

    expect((await pendingList(host, event.id)).body.map((request) => request.id)).toEqual([friend.userId]);
    const details = await callEndpoint(endpoints.events.getEvent, {
      params: { id: event.id },
      token: host.accessToken,
    });
    expect(details.body.pendingRequests).toBe(1);
  }, 20_000);

  it('blocks once however often it is asked, and unblocking twice is fine', async () => {
    const host = await userWithProfile('host');
    const pest = await userWithProfile('pest');

    const answers = await Promise.all([blockUser(host, pest.userId), blockUser(host, pest.userId)]);
    const firstBlock = await getItem(blockKey(host.userId, pest.userId));
    await blockUser(host, pest.userId);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await getItem(blockKey(host.userId, pest.userId)))?.blockedAt).toBe(firstBlock?.blockedAt);
    expect((await blockListOf(host)).users).toHaveLength(1);
    expect((await unblockUser(host, pest.userId)).status).toBe(200);
    expect((await unblockUser(host, pest.userId)).status).toBe(200);
    expect(await getItem(blockKey(host.userId, pest.userId))).toBeUndefined();
  });

  it('refuses blocking yourself (400), an unknown user (404) and a malformed id (400), storing nothing', async () => {
    const user = await userWithProfile('blocker');

    const self = await blockUser(user, user.userId);
    const unknown = await blockUser(user, randomUUID());
    const malformed = await blockUser(user, 'not-a-user');

    expect([self.status, self.body.reason]).toEqual([400, 'SELF']);
    expect([unknown.status, unknown.body.reason]).toEqual([404, 'USER_NOT_FOUND']);
    expect(malformed.status).toBe(400);
    expect(await blockListOf(user)).toEqual({ users: [] });
  });
});
