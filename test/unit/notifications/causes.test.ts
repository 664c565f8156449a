import { matchesAnyPattern } from '../../../bin/local/stream-filter';
import { causeOf } from '../../../lambdas/notifications/causes';
import { notifyEventChanges, notifyUserChanges } from '../../../lambdas/notifications/routes';
import { streamRecord } from '../rewards/stream-records';

const reachesEvents = (record: ReturnType<typeof streamRecord>) =>
  matchesAnyPattern(record, notifyEventChanges.stream.filters);
const reachesUsers = (record: ReturnType<typeof streamRecord>) =>
  matchesAnyPattern(record, notifyUserChanges.stream.filters);

const requestKey = { pk: 'EVENT#e1', sk: 'REQUEST#ayse' };
const request = (status: string, extra: Record<string, string> = {}) => ({
  eventId: 'e1',
  requesterId: 'ayse',
  hostId: 'host',
  status,
  createdAt: '2030-05-01T10:00:00.000Z',
  ...extra,
});
const eventKey = { pk: 'EVENT#e1', sk: 'EVENT' };
const event = {
  id: 'e1',
  title: 'Koşu',
  state: 'published',
  startsAt: '2030-05-08T16:00:00.000Z',
  publicLocation: 'Moda',
  updatedAt: '2030-05-01T10:00:00.000Z',
};

describe('what reaches the notifiers', () => {
  it('lets through a request’s steps after screening, and not a request still in screening', () => {
    expect(reachesEvents(streamRecord('MODIFY', requestKey, request('pending'), request('screening')))).toBe(
      true,
    );
    expect(
      reachesEvents(streamRecord('MODIFY', requestKey, request('screening'), request('screening'))),
    ).toBe(false);
    expect(reachesEvents(streamRecord('INSERT', requestKey, request('screening')))).toBe(false);
  });

  it('lets through changes of a published event, reminders and settled ratings', () => {
    expect(reachesEvents(streamRecord('MODIFY', eventKey, { ...event, state: 'cancelled' }, event))).toBe(
      true,
    );
    expect(reachesEvents(streamRecord('MODIFY', eventKey, event, { ...event, state: 'draft' }))).toBe(false);
    const reminder = { eventId: 'e1', hoursBefore: 24, startsAt: event.startsAt, createdAt: event.updatedAt };
    expect(reachesEvents(streamRecord('INSERT', { pk: 'EVENT#e1', sk: 'REMINDER#24h#x' }, reminder))).toBe(
      true,
    );
    const ratingKey = { pk: 'EVENT#e1', sk: 'RATING#ayse#host' };
    expect(reachesEvents(streamRecord('INSERT', ratingKey, { feedbackStatus: 'none' }))).toBe(true);
    expect(reachesEvents(streamRecord('INSERT', ratingKey, { feedbackStatus: 'screening' }))).toBe(false);
    expect(
      reachesEvents(
        streamRecord('MODIFY', ratingKey, { feedbackStatus: 'published' }, { feedbackStatus: 'screening' }),
      ),
    ).toBe(true);
  });

  it('lets through messages, profiles and the ledger entries of earned and purchased tokens only', () => {
    expect(reachesUsers(streamRecord('INSERT', { pk: 'THREAD#e1#ayse', sk: 'MSG#2030#m1' }, {}))).toBe(true);
    expect(reachesUsers(streamRecord('MODIFY', { pk: 'USER#ayse', sk: 'PROFILE' }, {}, {}))).toBe(true);
    const ledger = { pk: 'USER#ayse', sk: 'LEDGER#2030#x' };
    expect(reachesUsers(streamRecord('INSERT', ledger, { reason: 'PURCHASE' }))).toBe(true);
    expect(reachesUsers(streamRecord('INSERT', ledger, { reason: 'EARNED_REFERRAL' }))).toBe(true);
    expect(reachesUsers(streamRecord('INSERT', ledger, { reason: 'EVENT_CREATED' }))).toBe(false);
    expect(reachesUsers(streamRecord('INSERT', { pk: 'USER#ayse', sk: 'NOTIFICATION#x' }, {}))).toBe(false);
  });
});

/** A notification removed by the table's time to live (or, without `byTtl`, by someone's delete). */
function removedNotification(read: boolean, byTtl = true) {
  const record = streamRecord('REMOVE', { pk: 'USER#ayse', sk: 'NOTIFICATION#2030#k' }, undefined, {
    id: '2030-05-01T10:00:00.000Z#k',
    read,
  });
  return byTtl
    ? { ...record, userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } }
    : record;
}

describe('an expired notification', () => {
  it('reaches the notifier when it was unread and the time to live removed it', () => {
    expect(reachesUsers(removedNotification(false))).toBe(true);
    expect(reachesUsers(removedNotification(true))).toBe(false);
    expect(reachesUsers(removedNotification(false, false))).toBe(false);
  });

  it('is the reader and the id to take off the count', () => {
    expect(causeOf(removedNotification(false))).toEqual({
      kind: 'expired',
      userId: 'ayse',
      id: '2030-05-01T10:00:00.000Z#k',
    });
    expect(causeOf(removedNotification(false, false))).toBeUndefined();
  });
});

describe('the cause a record tells of', () => {
  it('is a request’s step with where it came from', () => {
    expect(
      causeOf(streamRecord('MODIFY', requestKey, request('accepted'), request('pending'))),
    ).toMatchObject({
      kind: 'request',
      eventId: 'e1',
      requesterId: 'ayse',
      hostId: 'host',
      from: 'pending',
    });
  });

  it('is a change of time or place, and nothing for an edit of anything else', () => {
    const moved = { ...event, startsAt: '2030-05-09T16:00:00.000Z', updatedAt: '2030-05-02T10:00:00.000Z' };
    expect(causeOf(streamRecord('MODIFY', eventKey, moved, event))).toMatchObject({
      kind: 'eventChanged',
      change: { startsAt: '2030-05-09T16:00:00.000Z' },
    });
    const placed = { ...event, publicLocation: 'Caddebostan' };
    expect(causeOf(streamRecord('MODIFY', eventKey, placed, event))).toMatchObject({
      change: { place: 'Caddebostan' },
    });
    expect(causeOf(streamRecord('MODIFY', eventKey, { ...event, views: 4 }, event))).toBeUndefined();
  });

  it('is the badges a profile gained, and nothing for a profile that gained none', () => {
    const before = { badgesEarned: { welcome: '2030-01-01T00:00:00.000Z' } };
    const after = { badgesEarned: { ...before.badgesEarned, 'first-event': '2030-05-01T10:00:00.000Z' } };
    expect(causeOf(streamRecord('MODIFY', { pk: 'USER#ayse', sk: 'PROFILE' }, after, before))).toEqual({
      kind: 'badges',
      userId: 'ayse',
      earned: { 'first-event': '2030-05-01T10:00:00.000Z' },
    });
    expect(
      causeOf(streamRecord('MODIFY', { pk: 'USER#ayse', sk: 'PROFILE' }, before, before)),
    ).toBeUndefined();
  });

  it('is a message with its thread', () => {
    const message = { id: 'm1', senderId: 'ayse', text: 'Selam', sentAt: '2030-05-01T10:00:00.000Z' };
    expect(
      causeOf(
        streamRecord('INSERT', { pk: 'THREAD#e1#ayse', sk: 'MSG#2030-05-01T10:00:00.000Z#m1' }, message),
      ),
    ).toMatchObject({ kind: 'message', eventId: 'e1', requesterId: 'ayse' });
  });

  it('is a reminder with its offset and start', () => {
    const reminder = {
      eventId: 'e1',
      hoursBefore: 1,
      startsAt: event.startsAt,
      createdAt: '2030-05-08T15:00:00.000Z',
    };
    expect(
      causeOf(streamRecord('INSERT', { pk: 'EVENT#e1', sk: `REMINDER#1h#${event.startsAt}` }, reminder)),
    ).toEqual({
      kind: 'reminder',
      eventId: 'e1',
      hoursBefore: 1,
      startsAt: event.startsAt,
      createdAt: '2030-05-08T15:00:00.000Z',
    });
  });
});

describe('an attendance step', () => {
  const memberKey = { pk: 'EVENT#e1', sk: 'MEMBER#ayse' };
  const member = (extra: Record<string, string> = {}) => ({
    eventId: 'e1',
    userId: 'ayse',
    role: 'participant',
    ...extra,
  });
  const marked = member({ attendance: 'no-show', noShowMarkedAt: '2030-05-08T20:00:00.000Z' });
  const contested = member({ attendance: 'contested', noShowMarkedAt: '2030-05-08T20:00:00.000Z' });
  const confirmed = { ...contested, attendance: 'no-show', contestConfirmedAt: '2030-05-09T20:00:00.000Z' };

  it('reaches the notifier when a mark stands or is contested, and not when it is taken back', () => {
    expect(reachesEvents(streamRecord('MODIFY', memberKey, marked, member()))).toBe(true);
    expect(reachesEvents(streamRecord('MODIFY', memberKey, contested, marked))).toBe(true);
    expect(reachesEvents(streamRecord('MODIFY', memberKey, member(), marked))).toBe(false);
  });

  it.each([
    ['a "Gelmedi" mark', marked, member(), 'marked'],
    ['a contest', contested, marked, 'contested'],
    ['a confirmation', confirmed, contested, 'confirmed'],
  ])('is %s', (_step, next, previous, step) => {
    expect(causeOf(streamRecord('MODIFY', memberKey, next, previous))).toMatchObject({
      kind: 'attendance',
      eventId: 'e1',
      step,
    });
  });

  it('is nothing for a membership changed otherwise (a rating counted on it)', () => {
    expect(causeOf(streamRecord('MODIFY', memberKey, { ...marked, rated: 'x' }, marked))).toBeUndefined();
  });
});

describe('a friend request', () => {
  const receiverItem = { pk: 'USER#deniz', sk: 'FRIEND#ayse' };
  const senderItem = { pk: 'USER#ayse', sk: 'FRIEND#deniz' };
  const friend = (userId: string, status: string) => ({
    userId,
    name: 'Ayşe',
    status,
    requestedAt: '2030-05-01T10:00:00.000Z',
  });

  it('reaches the notifier as the receiver’s new item and as an item turning to friends, not as a sent one', () => {
    expect(reachesUsers(streamRecord('INSERT', receiverItem, friend('ayse', 'incoming')))).toBe(true);
    expect(reachesUsers(streamRecord('INSERT', senderItem, friend('deniz', 'outgoing')))).toBe(false);
    expect(
      reachesUsers(
        streamRecord('MODIFY', senderItem, friend('deniz', 'friends'), friend('deniz', 'outgoing')),
      ),
    ).toBe(true);
  });

  it('is nothing for the receiver’s own side of the accept they made', () => {
    expect(
      causeOf(streamRecord('MODIFY', receiverItem, friend('ayse', 'friends'), friend('ayse', 'incoming'))),
    ).toBeUndefined();
  });

  it('is a request to the receiver, and an accept to the sender', () => {
    expect(causeOf(streamRecord('INSERT', receiverItem, friend('ayse', 'incoming')))).toMatchObject({
      kind: 'friendship',
      ownerId: 'deniz',
      step: 'requested',
    });
    expect(
      causeOf(streamRecord('MODIFY', senderItem, friend('deniz', 'friends'), friend('deniz', 'outgoing'))),
    ).toMatchObject({ kind: 'friendship', ownerId: 'ayse', step: 'accepted' });
  });
});
