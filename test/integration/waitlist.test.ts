/**
 * Leaving, removal and the waitlist on the local engines: the real API and DynamoDB Local's conditions. The
 * capacity invariant (participants plus held offers never above the maximum, a freed place offered once) is
 * proven by a race. An offer's expiry through the test clock: waitlist-expiry.test.ts.
 */
import { eventKey, memberKey, memberSortKeyPrefix } from '../../lambdas/events/keys';
import { requestSortKeyPrefix } from '../../lambdas/requests/keys';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { userWithProfile } from './support/join-requests';
import { getItem, itemsWithPrefix } from './support/table';
import {
  confirmOffer,
  declineOffer,
  expiryScheduled,
  expiryScheduledSoon,
  fullEventWithLine,
  leaveEvent,
  myRequestOn,
  removeParticipant,
  storedEvent,
  storedRequest,
  waitlistOf,
} from './support/waitlist';
import type { TestUser } from './support/users';
import { blockUser } from './support/other-users';

// Each test fills an event through the screener first: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const profileStats = async (user: TestUser) =>
  (await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken })).body.stats;

describe('the waitlist', () => {
  it('puts requests accepted on a full event in line, each told its place', async () => {
    const { host, event, waiting } = await fullEventWithLine(2, 2);

    expect(await myRequestOn(waiting[0], event.id)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(await myRequestOn(waiting[1], event.id)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 2,
    });
    expect(await storedEvent(event.id)).toMatchObject({ participantCount: 2, waitlistCount: 2 });
    const line = await waitlistOf(host, event.id);
    expect(line.body.map((entry) => [entry.user.userId, entry.position])).toEqual([
      [waiting[0].userId, 1],
      [waiting[1].userId, 2],
    ]);
  });

  it('offers the place a participant leaves to the first in line, for two hours', async () => {
    const { host, event, participants, waiting } = await fullEventWithLine(2, 2);
    const [leaver] = participants;
    const before = Date.now();

    const left = await leaveEvent(leaver, event.id);
    const after = Date.now();

    expect(left.status).toBe(200);
    expect(await getItem(memberKey(event.id, leaver.userId))).toBeUndefined();
    expect((await storedRequest(event.id, leaver.userId)).status).toBe('left');
    expect(await storedEvent(event.id)).toMatchObject({
      participantCount: 1,
      offeredPlaces: 1,
      waitlistCount: 1,
    });
    const offer = await myRequestOn(waiting[0], event.id);
    expect(offer?.status).toBe('offered');
    // Two hours from the leave, in whole seconds.
    const expiresAt = Date.parse(offer?.offerExpiresAt ?? '');
    expect(expiresAt).toBeGreaterThan(before + 120 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + 120 * 60_000);
    expect(await myRequestOn(waiting[1], event.id)).toMatchObject({ waitlistPosition: 1 });
    expect((await profileStats(leaver)).eventsJoined).toBe(0);
    expect((await profileStats(host)).totalParticipants).toBe(0);
    const line = await waitlistOf(host, event.id);
    expect(line.body.map((entry) => [entry.status, entry.position])).toEqual([
      ['offered', null],
      ['waitlisted', 1],
    ]);
  });

  it('removes a participant with a reason they read on the event and in My Events, and offers the place', async () => {
    const { host, event, participants, waiting } = await fullEventWithLine(2, 1);
    const [removed] = participants;

    const answer = await removeParticipant(host, event.id, removed.userId, 'Etkinlik kuralına uymadı.');

    expect(answer.status).toBe(200);
    expect(answer.body.participants).toEqual({ current: 1, max: 2 });
    expect(await myRequestOn(removed, event.id)).toMatchObject({
      status: 'removed',
      removalReason: 'Etkinlik kuralına uymadı.',
    });
    const mine = await callEndpoint(endpoints.events.myEvents, { token: removed.accessToken });
    expect(mine.body.find((row) => row.id === event.id)?.myRequest).toMatchObject({
      status: 'removed',
      removalReason: 'Etkinlik kuralına uymadı.',
    });
    expect(await getItem(memberKey(event.id, removed.userId))).toBeUndefined();
    expect((await myRequestOn(waiting[0], event.id))?.status).toBe('offered');
  });

  it('makes the offered requester a participant on confirming, with the meeting point', async () => {
    const { host, event, participants, waiting } = await fullEventWithLine(2, 1);
    await leaveEvent(participants[0], event.id);

    const confirmed = await confirmOffer(waiting[0], event.id);

    expect(confirmed.status).toBe(200);
    const details = await callEndpoint(endpoints.events.getEvent, {
      params: { id: event.id },
      token: waiting[0].accessToken,
    });
    expect(details.body.myRequest?.status).toBe('accepted');
    expect(details.body.meetingPoint).not.toBeNull();
    expect(await storedEvent(event.id)).toMatchObject({
      participantCount: 2,
      offeredPlaces: 0,
      waitlistCount: 0,
    });
    expect((await profileStats(host)).totalParticipants).toBe(1);
  });

  it('offers the place to the next in line when the offered requester lets it go', async () => {
    const { event, participants, waiting } = await fullEventWithLine(2, 2);
    await leaveEvent(participants[0], event.id);

    const declined = await declineOffer(waiting[0], event.id);

    expect(declined.status).toBe(200);
    expect((await storedRequest(event.id, waiting[0].userId)).status).toBe('left');
    expect((await myRequestOn(waiting[1], event.id))?.status).toBe('offered');
    expect(await storedEvent(event.id)).toMatchObject({
      participantCount: 1,
      offeredPlaces: 1,
      waitlistCount: 0,
    });
  });

  it('takes a blocked requester out of the host’s line, and their held place goes to the next', async () => {
    const { host, event, participants, waiting } = await fullEventWithLine(2, 2);
    await leaveEvent(participants[0], event.id);
    expect((await myRequestOn(waiting[0], event.id))?.status).toBe('offered');

    await blockUser(host, waiting[0].userId);

    expect((await storedRequest(event.id, waiting[0].userId)).status).toBe('left');
    expect((await myRequestOn(waiting[1], event.id))?.status).toBe('offered');
    const confirmed = await confirmOffer(waiting[0], event.id);
    expect(confirmed.status).toBeGreaterThanOrEqual(400);
    expect(await storedEvent(event.id)).toMatchObject({
      participantCount: 1,
      offeredPlaces: 1,
      waitlistCount: 0,
    });
  });

  it('leaves the place free when nobody is in line', async () => {
    const { event, participants } = await fullEventWithLine(3, 0);

    await leaveEvent(participants[0], event.id);

    expect(await storedEvent(event.id)).toMatchObject({ participantCount: 2 });
    expect((await storedEvent(event.id)).offeredPlaces ?? 0).toBe(0);
  });

  it('offers the places a raised maximum frees to the first in line', async () => {
    const { host, event, waiting } = await fullEventWithLine(2, 3);

    const edited = await callEndpoint(endpoints.events.updateEvent, {
      params: { id: event.id },
      token: host.accessToken,
      body: { maxParticipants: 4 },
    });

    expect(edited.status).toBe(200);
    expect((await myRequestOn(waiting[0], event.id))?.status).toBe('offered');
    expect((await myRequestOn(waiting[1], event.id))?.status).toBe('offered');
    expect(await myRequestOn(waiting[2], event.id)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(await storedEvent(event.id)).toMatchObject({
      participantCount: 2,
      offeredPlaces: 2,
      waitlistCount: 1,
    });
  });

  it('removes the expiry schedule of an open offer when the host cancels the event', async () => {
    const { host, event, participants, waiting } = await fullEventWithLine(2, 1);
    await leaveEvent(participants[0], event.id);
    await expiryScheduledSoon(event.id, waiting[0].userId);

    const cancelled = await callEndpoint(endpoints.events.cancelEvent, {
      params: { id: event.id },
      token: host.accessToken,
    });

    expect(cancelled.status).toBe(200);
    expect(await expiryScheduled(event.id, waiting[0].userId)).toBe(false);
  });

  it('answers each refusal in Turkish and changes nothing', async () => {
    const { host, event, participants, waiting } = await fullEventWithLine(2, 1);
    const stranger = await userWithProfile('stranger');

    const answers = {
      hostLeaves: await leaveEvent(host, event.id),
      strangerLeaves: await leaveEvent(stranger, event.id),
      confirmWithoutOffer: await confirmOffer(waiting[0], event.id),
      removeByNonHost: await removeParticipant(participants[0], event.id, waiting[0].userId, 'Neden yok.'),
      removeWithoutReason: await removeParticipant(host, event.id, participants[0].userId, ' '),
      removeNonParticipant: await removeParticipant(host, event.id, waiting[0].userId, 'Sırada bekliyor.'),
      waitlistByNonHost: await waitlistOf(participants[0], event.id),
    };

    expect(
      Object.fromEntries(Object.entries(answers).map(([name, a]) => [name, [a.status, a.body.reason]])),
    ).toEqual({
      hostLeaves: [400, 'HOST_CANNOT_LEAVE'],
      strangerLeaves: [404, 'NOT_A_PARTICIPANT'],
      confirmWithoutOffer: [409, 'NO_OFFER'],
      removeByNonHost: [403, 'NOT_HOST'],
      removeWithoutReason: [400, 'INVALID_INPUT'],
      removeNonParticipant: [404, 'PARTICIPANT_NOT_FOUND'],
      waitlistByNonHost: [403, 'NOT_HOST'],
    });
    expect(answers.strangerLeaves.body.message).toBe(
      'Bu etkinliğin katılımcısı ya da bekleme listesinde değilsin.',
    );
    expect(await storedEvent(event.id)).toMatchObject({ participantCount: 2, waitlistCount: 1 });
  });

  it('offers the place held for someone who deletes their account to the next in line', async () => {
    const { event, participants, waiting } = await fullEventWithLine(2, 2);
    await leaveEvent(participants[0], event.id);

    const deleted = await callEndpoint(endpoints.account.deleteAccount, {
      token: waiting[0].accessToken,
      body: { confirmation: waiting[0].email },
    });

    expect(deleted.status).toBe(200);
    expect(await storedRequest(event.id, waiting[0].userId)).toBeUndefined();
    expect((await myRequestOn(waiting[1], event.id))?.status).toBe('offered');
    expect(await storedEvent(event.id)).toMatchObject({
      participantCount: 1,
      offeredPlaces: 1,
      waitlistCount: 0,
    });
  });

  it('never passes the maximum nor offers a place twice when leaves and confirms race on a full event', async () => {
    const { event, participants, waiting } = await fullEventWithLine(4, 6);
    const deadline = Date.now() + 10_000;
    let confirmed = 0;
    // Each one in line keeps trying to confirm until the three freed places are taken.
    const confirmWhenOffered = async (user: TestUser) => {
      while (confirmed < participants.length && Date.now() < deadline) {
        const answer = await confirmOffer(user, event.id);
        if (answer.status === 200) {
          confirmed += 1;
          return 'confirmed';
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return 'never offered';
    };

    // Meanwhile the event is read again and again: no moment may hold more than the maximum.
    let racing = true;
    const heldSeen: number[] = [];
    const watch = (async () => {
      while (racing) {
        const now = await storedEvent(event.id);
        heldSeen.push(now.participantCount + (now.offeredPlaces ?? 0));
      }
    })();

    const outcomes = await Promise.all([
      ...participants.map((user) => leaveEvent(user, event.id).then((a) => a.status)),
      ...waiting.map(confirmWhenOffered),
    ]);
    racing = false;
    await watch;

    expect(Math.max(...heldSeen)).toBeLessThanOrEqual(4);

    expect(outcomes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(outcomes.slice(3).filter((outcome) => outcome === 'confirmed')).toHaveLength(3);
    const stored = await storedEvent(event.id);
    expect(stored).toMatchObject({ participantCount: 4, offeredPlaces: 0, waitlistCount: 3 });
    const members = await itemsWithPrefix(eventKey(event.id).pk, memberSortKeyPrefix);
    expect(members).toHaveLength(4);
    const requests = await itemsWithPrefix(eventKey(event.id).pk, requestSortKeyPrefix);
    const byStatus = (status: string) => requests.filter((request) => request.status === status).length;
    expect([byStatus('accepted'), byStatus('offered'), byStatus('waitlisted'), byStatus('left')]).toEqual([
      3, 0, 3, 3,
    ]);
    // The first three in line took the places, in order.
    const confirmedIds = requests
      .filter(
        (request) => request.status === 'accepted' && waiting.some((w) => w.userId === request.requesterId),
      )
      .map((request) => request.requesterId)
      .sort();
    expect(confirmedIds).toEqual(
      waiting
        .slice(0, 3)
        .map((user) => user.userId)
        .sort(),
    );
  });
});

describe('the waitlist under a mixed race', () => {
  it('hands three freed places to the first three who take them when leaves, a removal, let-gos and confirms race', async () => {
    const { host, event, participants, waiting } = await fullEventWithLine(4, 6);
    const lettingGo = new Set([waiting[0].userId, waiting[2].userId]);
    let freed = false;
    const deadline = Date.now() + 15_000;
    const answerWhenOffered = async (user: TestUser) => {
      while (Date.now() < deadline) {
        const stored = await storedRequest(event.id, user.userId);
        if (stored.status === 'offered') {
          const answer = lettingGo.has(user.userId)
            ? await declineOffer(user, event.id)
            : await confirmOffer(user, event.id);
          if (answer.status === 200) return lettingGo.has(user.userId) ? 'let go' : 'confirmed';
        }
        if (freed && stored.status === 'waitlisted') {
          const now = await storedEvent(event.id);
          if (now.participantCount === 4 && (now.offeredPlaces ?? 0) === 0) return 'still waiting';
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return 'timed out';
    };

    const freeing = Promise.all([
      leaveEvent(participants[0], event.id).then((a) => a.status),
      leaveEvent(participants[1], event.id).then((a) => a.status),
      removeParticipant(host, event.id, participants[2].userId, 'Yer açmak gerekti.').then((a) => a.status),
    ]).finally(() => (freed = true));
    const outcomes = await Promise.all([freeing, ...waiting.map(answerWhenOffered)]);

    expect(outcomes).toEqual([
      [200, 200, 200],
      'let go',
      'confirmed',
      'let go',
      'confirmed',
      'confirmed',
      'still waiting',
    ]);
    expect(await storedEvent(event.id)).toMatchObject({
      participantCount: 4,
      offeredPlaces: 0,
      waitlistCount: 1,
    });
    expect(await itemsWithPrefix(eventKey(event.id).pk, memberSortKeyPrefix)).toHaveLength(4);
  }, 60_000);
});
