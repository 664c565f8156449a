/**
 * A block hides both ways, on the local engines: whoever made it, neither user opens the other's events (404, as
 * for an unknown id), lists them, asks to join them or messages the other; the blocked user does not find the
 * blocker's profile or reviews either. Refusals are the unknown id's own answer, so the block is not revealed.
 */
import { randomUUID } from 'node:crypto';
import type { EventCreate } from '../../lambdas/contracts/event-schemas';
import * as ratingsApi from '../../lambdas/contracts/endpoints/ratings';
import { requestKey } from '../../lambdas/requests/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { onlineEventBody, physicalEventBody } from './support/events';
import {
  acceptGuest,
  publishedEvent,
  screenedStatus,
  sendJoinRequest,
  userWithProfile,
} from './support/join-requests';
import { inboxOf, readThread, sendMessage } from './support/messages';
import { blockUser, publicProfile } from './support/other-users';
import { setHandlerEnvironment } from './support/jobs';
import { getItem } from './support/table';
import type { TestUser } from './support/users';

// Each test signs up two or three users and waits for the screener; a loaded machine needs more than the default.
jest.setTimeout(60_000);

interface Pair {
  blocker: TestUser;
  blocked: TestUser;
}

async function blockedPair(label: string): Promise<Pair> {
  const [blocker, blocked] = await Promise.all([
    userWithProfile(`${label}-blocker`),
    userWithProfile(`${label}-blocked`),
  ]);
  expect((await blockUser(blocker, blocked.userId)).status).toBe(200);
  return { blocker, blocked };
}

/** Each direction of a block: the one who looks, and the other, whose things they look for. */
const directions: { viewer: string; owner: string; roles: (pair: Pair) => [TestUser, TestUser] }[] = [
  { viewer: 'the blocked user', owner: 'the blocker', roles: ({ blocker, blocked }) => [blocked, blocker] },
  { viewer: 'the blocker', owner: 'the blocked user', roles: ({ blocker, blocked }) => [blocker, blocked] },
];

async function create(user: TestUser, body: EventCreate) {
  const answer = await callEndpoint(endpoints.events.createEvent, { token: user.accessToken, body });
  if (answer.status !== 201) throw new Error(`event not created: ${answer.status}`);
  return answer.body.event;
}

const eventDetails = (user: TestUser, id: string) =>
  callEndpoint(endpoints.events.getEvent, { params: { id }, token: user.accessToken });

const addFriend = (user: TestUser, userId: string) =>
  callEndpoint(endpoints.friends.addFriend, { params: { userId }, token: user.accessToken });

const unknownEvent = (user: TestUser) => eventDetails(user, randomUUID());

describe('the blocker, as the blocked user finds them', () => {
  it('is not found by id or by username, exactly as an unknown user', async () => {
    const { blocker, blocked } = await blockedPair('profile');
    const username = `Engel_${randomUUID().slice(0, 8)}`;
    const named = await callEndpoint(endpoints.profile.updateProfile, {
      token: blocker.accessToken,
      body: { username },
    });
    expect(named.status).toBe(200);
    const unknown = await publicProfile(blocked, randomUUID());

    for (const handle of [blocker.userId, username]) {
      const answer = await publicProfile(blocked, handle);
      expect([answer.status, answer.body]).toEqual([404, unknown.body]);
    }
    expect((await publicProfile(blocker, blocked.userId)).body).toMatchObject({ blockedByMe: true });
  });

  it('has no reviews page', async () => {
    const { blocker, blocked } = await blockedPair('reviews');
    const reviews = (viewer: TestUser) =>
      callEndpoint(ratingsApi.listReviews, {
        params: { handle: blocker.userId },
        query: {},
        token: viewer.accessToken,
      });

    expect((await reviews(blocked)).body).toMatchObject({ reason: 'USER_NOT_FOUND' });
    expect((await reviews(blocked)).status).toBe(404);
    expect((await reviews(await userWithProfile('reviews-other'))).status).toBe(200);
  });

  it('cannot be asked to be friends, with the unknown user’s answer', async () => {
    const { blocker, blocked } = await blockedPair('friend');
    const unknown = await addFriend(blocked, randomUUID());

    const answer = await addFriend(blocked, blocker.userId);

    expect([answer.status, answer.body]).toEqual([404, unknown.body]);
  });
});

describe.each(directions)('$viewer and the events of $owner', ({ roles }) => {
  it('does not open one, and gets the unknown event’s answer', async () => {
    const [viewer, owner] = roles(await blockedPair('details'));
    const event = await publishedEvent(owner);

    const answer = await eventDetails(viewer, event.id);

    expect([answer.status, answer.body]).toEqual([404, (await unknownEvent(viewer)).body]);
    expect((await eventDetails(owner, event.id)).status).toBe(200);
  });

  it('does not see them among the participants of a third user’s event, which its host does', async () => {
    const [viewer, owner] = roles(await blockedPair('participants'));
    const host = await userWithProfile('participants-host');
    const event = await publishedEvent(host);
    await acceptGuest(host, event.id, owner);
    const participants = async (user: TestUser) =>
      (await eventDetails(user, event.id)).body.participantsList.map((member) => member.userId);

    expect(await participants(viewer)).toEqual([host.userId]);
    expect((await participants(host)).sort()).toEqual([host.userId, owner.userId].sort());
  });

  it('finds none in the physical and the online listings, which another user finds', async () => {
    const [viewer, owner] = roles(await blockedPair('listing'));
    const word = `Engel${randomUUID().slice(0, 6)}`;
    await create(owner, physicalEventBody({ title: `${word} tavla` }));
    await create(owner, onlineEventBody({ title: `${word} valorant` }));
    const titles = async (user: TestUser) => {
      const [physical, online] = await Promise.all([
        callEndpoint(endpoints.events.listPhysicalEvents, { query: { q: word }, token: user.accessToken }),
        callEndpoint(endpoints.events.listOnlineEvents, { query: { q: word }, token: user.accessToken }),
      ]);
      return [...physical.body.items, ...online.body.items].map((event) => event.title);
    };

    expect(await titles(viewer)).toEqual([]);
    expect((await titles(await userWithProfile('listing-other'))).sort()).toEqual([
      `${word} tavla`,
      `${word} valorant`,
    ]);
  });

  it("finds none in the friends' strip, though a friend joined it", async () => {
    const [viewer, owner] = roles(await blockedPair('strip'));
    const friend = await userWithProfile('strip-friend');
    expect((await addFriend(viewer, friend.userId)).status).toBe(200);
    expect((await addFriend(friend, viewer.userId)).body).toMatchObject({ status: 'friends' });
    const hosted = await publishedEvent(owner);
    await acceptGuest(owner, hosted.id, friend);
    const ownFriendEvent = await publishedEvent(friend);

    const strip = await callEndpoint(endpoints.friends.friendEvents, {
      query: { type: 'physical' },
      token: viewer.accessToken,
    });

    expect(strip.body.items.map((item) => item.event.id)).toEqual([ownFriendEvent.id]);
  });

  it('cannot ask to join one, gets the unknown event’s answer, and nothing is stored', async () => {
    const [viewer, owner] = roles(await blockedPair('join'));
    const event = await publishedEvent(owner);
    const unknown = await sendJoinRequest(viewer, randomUUID());

    const answer = await sendJoinRequest(viewer, event.id);

    expect([answer.status, answer.body]).toEqual([404, unknown.body]);
    expect(await getItem(requestKey(event.id, viewer.userId))).toBeUndefined();
  });

  it('gets the unknown event’s answer for a cancelled one too: its state tells nothing', async () => {
    const [viewer, owner] = roles(await blockedPair('join-cancelled'));
    const event = await publishedEvent(owner);
    await callEndpoint(endpoints.events.cancelEvent, { params: { id: event.id }, token: owner.accessToken });
    const unknown = await sendJoinRequest(viewer, randomUUID());

    const answer = await sendJoinRequest(viewer, event.id);

    expect([answer.status, answer.body]).toEqual([404, unknown.body]);
  });
});

describe('a block made while a join request is on its way', () => {
  /** The request's write as the handler sends it once its own block read passed. */
  async function writeAfterRead(requester: TestUser, eventId: string) {
    setHandlerEnvironment();
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { createJoinRequest } =
      require('../../lambdas/requests/requests-table') as typeof import('../../lambdas/requests/requests-table');
    const { getEvent } =
      require('../../lambdas/events/events-table') as typeof import('../../lambdas/events/events-table');
    const { getProfile } =
      require('../../lambdas/profile/profiles-table') as typeof import('../../lambdas/profile/profiles-table');
    const { newJoinRequestRecord } =
      require('../../lambdas/requests/requests') as typeof import('../../lambdas/requests/requests');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const [event, profile] = await Promise.all([getEvent(eventId), getProfile(requester.userId)]);
    return createJoinRequest(
      newJoinRequestRecord(event!, profile!, 'Merhaba! Ben de gelmek isterim.', new Date()),
    );
  }

  it.each(directions)('is refused by the write itself when $viewer is the requester', async ({ roles }) => {
    const [requester, host] = roles(await blockedPair('late-block'));
    const event = await publishedEvent(host);

    expect(await writeAfterRead(requester, event.id)).toBe('blocked');
    expect(await getItem(requestKey(event.id, requester.userId))).toBeUndefined();
  });

  it('leaves no open request when the requester blocks the host at the same moment, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      const [host, requester] = await Promise.all([
        userWithProfile('race-host'),
        userWithProfile('race-guest'),
      ]);
      const event = await publishedEvent(host);

      await Promise.all([blockUser(requester, host.userId), sendJoinRequest(requester, event.id)]);

      const stored = await getItem(requestKey(event.id, requester.userId));
      if (stored) expect(await screenedStatus(event.id, requester.userId)).toBe('declined');
    }
  });
});

describe.each(directions)('$viewer and a thread with $owner', ({ roles }) => {
  it('neither reads nor writes it, with the unknown event’s answer, and it leaves the inbox', async () => {
    const pair = {
      blocker: await userWithProfile('thread-blocker'),
      blocked: await userWithProfile('thread-blocked'),
    };
    const [viewer, owner] = roles(pair);
    // A thread is the requester's: the owner joined the viewer's event before the block (it stays joined).
    const event = await publishedEvent(viewer);
    await acceptGuest(viewer, event.id, owner);
    expect((await sendMessage(owner, event.id, owner.userId, 'Merhaba')).status).toBe(201);
    expect((await blockUser(pair.blocker, pair.blocked.userId)).status).toBe(200);
    const unknown = await readThread(viewer, randomUUID(), owner.userId);

    const read = await readThread(viewer, event.id, owner.userId);
    const sent = await sendMessage(viewer, event.id, owner.userId, 'Orada mısın?');

    expect([read.status, read.body]).toEqual([404, unknown.body]);
    expect([sent.status, sent.body]).toEqual([404, unknown.body]);
    expect(await inboxOf(viewer)).toEqual({ threads: [], unreadTotal: 0 });
  });
});
