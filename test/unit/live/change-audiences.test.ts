import '../support/env';
import { audiencesOf } from '../../../lambdas/live/change-audiences';
import { requestKey } from '../../../lambdas/requests/keys';
import { cellPartition, eventKey, memberKey } from '../../../lambdas/events/keys';
import { tableIndexes } from '../../../lambdas/platform/table-schema';
import { friendKey } from '../../../lambdas/friends/keys';
import { profileKey } from '../../../lambdas/profile/keys';
import { threadSummaryKey } from '../../../lambdas/messages/keys';
import { notificationSortKeyPrefix, userPartition } from '../../../lambdas/platform/keys';
import { connectionKey } from '../../../lambdas/live/keys';
import { notificationCountKey } from '../../../lambdas/notifications/keys';
import type { JoinRequestStatus } from '../../../lambdas/contracts/requests';
import { streamRecord } from './records';

const eventId = '6f1c2a8e-5b4d-4c3a-9e2f-1a2b3c4d5e6f';
const hostId = 'host-1';
const requesterId = 'guest-1';

const request = (status: JoinRequestStatus, extra: Record<string, unknown> = {}) => ({
  ...requestKey(eventId, requesterId),
  eventId,
  hostId,
  requesterId,
  status,
  requester: { name: 'Mert', badges: [] },
  ...extra,
});
const moved = (from: JoinRequestStatus, to: JoinRequestStatus) =>
  audiencesOf(streamRecord('MODIFY', request(to), request(from)));

const toHost = { kind: 'user', userId: hostId, message: { topics: ['requests'], eventId } };
const toRequester = { kind: 'user', userId: requesterId, message: { topics: ['participation'], eventId } };

describe('join requests', () => {
  it('sends a new request to the requester’s other tabs only: the host hears of it once it is screened', () => {
    expect(audiencesOf(streamRecord('INSERT', request('screening')))).toEqual([toRequester]);
  });

  it('sends the screener’s pass to both parties', () => {
    expect(moved('screening', 'pending')).toEqual([toHost, toRequester]);
  });

  it.each([
    ['the screener’s decline', request('declined', { decidedBy: 'screener' })],
    ['a request held for a person', request('held')],
  ])('sends %s to the requester only', (_change, fresh) => {
    expect(audiencesOf(streamRecord('MODIFY', fresh, request('screening')))).toEqual([toRequester]);
  });

  it.each([
    ['the host’s acceptance', 'pending', 'accepted'],
    ['the host’s decline', 'pending', 'declined'],
    ['a place in line', 'pending', 'waitlisted'],
    ['an offered place', 'waitlisted', 'offered'],
    ['a confirmed offer', 'offered', 'accepted'],
    ['a participant leaving', 'accepted', 'left'],
    ['a removal', 'accepted', 'removed'],
  ] as const)('sends %s to both parties', (_change, from, to) => {
    expect(moved(from, to)).toEqual([toHost, toRequester]);
  });

  it('sends nothing when the status stays (a counter or a snapshot changed)', () => {
    expect(moved('pending', 'pending')).toEqual([]);
  });
});

describe('events', () => {
  const event = (state: string, updatedAt: string, views = 1) => ({
    ...eventKey(eventId),
    id: eventId,
    state,
    updatedAt,
    views,
  });

  it('sends an edit or a cancellation to the event’s participants', () => {
    const edited = streamRecord('MODIFY', event('published', 'b'), event('published', 'a'));
    const cancelled = streamRecord('MODIFY', event('cancelled', 'a'), event('published', 'a'));
    const participants = {
      kind: 'members',
      eventId,
      role: 'participant',
      message: { topics: ['participation'], eventId },
    };
    expect(audiencesOf(edited)).toEqual([participants]);
    expect(audiencesOf(cancelled)).toEqual([participants]);
  });

  describe('listed near open dashboards', () => {
    const listed = (cell: string, state = 'published') => ({
      ...event(state, 'a'),
      hostId,
      [tableIndexes.eventsByCell.partitionKey]: cellPartition(cell),
    });
    const toWatchers = (cell: string) => ({
      kind: 'area',
      cell,
      exceptUserId: hostId,
      message: { topics: ['listings'] },
    });

    it('sends an event published at once to the tabs watching its cell, but its host’s', () => {
      expect(audiencesOf(streamRecord('INSERT', listed('sxk9')))).toEqual([toWatchers('sxk9')]);
    });

    it('sends a draft when it is published', () => {
      expect(audiencesOf(streamRecord('MODIFY', listed('sxk9'), event('draft', 'a')))).toContainEqual(
        toWatchers('sxk9'),
      );
    });

    it('sends an event moved to another cell to the watchers of the new one', () => {
      expect(audiencesOf(streamRecord('MODIFY', listed('sxk3'), listed('sxk9')))).toEqual([
        toWatchers('sxk3'),
      ]);
    });

    it('sends nothing to watchers for an event listed in the same cell as before, or for a draft', () => {
      expect(audiencesOf(streamRecord('MODIFY', { ...listed('sxk9'), views: 5 }, listed('sxk9')))).toEqual(
        [],
      );
      expect(audiencesOf(streamRecord('INSERT', event('draft', 'a')))).toEqual([]);
    });
  });

  it('sends nothing for a counter the participants do not follow (views)', () => {
    expect(
      audiencesOf(streamRecord('MODIFY', event('published', 'a', 2), event('published', 'a', 1))),
    ).toEqual([]);
  });
});

describe('attendance', () => {
  const member = (attendance?: string) => ({
    ...memberKey(eventId, requesterId),
    eventId,
    userId: requesterId,
    role: 'participant',
    ...(attendance ? { attendance } : {}),
  });
  const toEventHost = { kind: 'members', eventId, role: 'host', message: { topics: ['requests'], eventId } };

  it.each([
    ['a "Gelmedi" mark', undefined, 'no-show'],
    ['a contest', 'no-show', 'contested'],
    ['a confirmation', 'contested', 'no-show'],
    ['a mark taken back', 'no-show', undefined],
  ])('sends %s to the participant and the host', (_change, from, to) => {
    expect(audiencesOf(streamRecord('MODIFY', member(to), member(from)))).toEqual([toRequester, toEventHost]);
  });

  it('sends nothing when a membership changes but its attendance stays', () => {
    expect(audiencesOf(streamRecord('MODIFY', member('no-show'), member('no-show')))).toEqual([]);
  });
});

describe('friends', () => {
  const friend = (ownerId: string, otherId: string, status: string) => ({
    ...friendKey(ownerId, otherId),
    userId: otherId,
    status,
  });
  const toOwner = (userId: string) => ({ kind: 'user', userId, message: { topics: ['friends'] } });

  it('sends a request to the side its item is in, the receiver’s included', () => {
    expect(audiencesOf(streamRecord('INSERT', friend('receiver', 'sender', 'incoming')))).toEqual([
      toOwner('receiver'),
    ]);
  });

  it('sends an accept to the sender, whose item turns to friends', () => {
    const accepted = streamRecord(
      'MODIFY',
      friend('sender', 'receiver', 'friends'),
      friend('sender', 'receiver', 'outgoing'),
    );
    expect(audiencesOf(accepted)).toEqual([toOwner('sender')]);
  });

  it('sends a withdrawn request or an ended friendship (a removal) to its side', () => {
    expect(audiencesOf(streamRecord('REMOVE', friend('receiver', 'sender', 'incoming')))).toEqual([
      toOwner('receiver'),
    ]);
  });
});

describe('a user’s own items', () => {
  it('sends a new notification to its reader', () => {
    const item = {
      pk: userPartition('reader'),
      sk: `${notificationSortKeyPrefix}2030#x`,
      type: 'joinRequest',
    };
    expect(audiencesOf(streamRecord('INSERT', item))).toEqual([
      { kind: 'user', userId: 'reader', message: { topics: ['notifications'] } },
    ]);
  });

  it('sends a fall of the unread count to its reader’s other tabs, and nothing for its rise', () => {
    const count = (unread: number) => ({ ...notificationCountKey('reader'), unread });
    expect(audiencesOf(streamRecord('MODIFY', count(0), count(3)))).toEqual([
      { kind: 'user', userId: 'reader', message: { topics: ['notifications'] } },
    ]);
    expect(audiencesOf(streamRecord('MODIFY', count(4), count(3)))).toEqual([]);
  });

  it('sends a balance change to its owner, and nothing for another change of the profile', () => {
    const profile = (eventLimit: number, bio: string) => ({ ...profileKey('owner'), eventLimit, bio });
    expect(audiencesOf(streamRecord('MODIFY', profile(4, 'a'), profile(5, 'a')))).toEqual([
      { kind: 'user', userId: 'owner', message: { topics: ['balance'] } },
    ]);
    expect(audiencesOf(streamRecord('MODIFY', profile(5, 'b'), profile(5, 'a')))).toEqual([]);
  });

  it('sends a new message to the recipient (whose unread count rose), not to the sender', () => {
    const summary = (ownerId: string, unread: number) => ({
      ...threadSummaryKey(ownerId, eventId, requesterId),
      eventId,
      requesterId,
      unread,
      other: { userId: 'x' },
    });
    expect(audiencesOf(streamRecord('MODIFY', summary(hostId, 2), summary(hostId, 1)))).toEqual([
      { kind: 'user', userId: hostId, message: { topics: ['messages'], eventId } },
    ]);
    expect(audiencesOf(streamRecord('INSERT', summary(hostId, 1)))).toEqual([
      { kind: 'user', userId: hostId, message: { topics: ['messages'], eventId } },
    ]);
    expect(audiencesOf(streamRecord('MODIFY', summary(requesterId, 0), summary(requesterId, 0)))).toEqual([]);
  });

  it('sends nothing for a connection item or a removal', () => {
    expect(audiencesOf(streamRecord('INSERT', { ...connectionKey('u', 'c'), userId: 'u' }))).toEqual([]);
    expect(audiencesOf(streamRecord('REMOVE', request('pending')))).toEqual([]);
  });
});
