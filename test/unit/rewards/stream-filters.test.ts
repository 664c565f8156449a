import { matchesAnyPattern } from '../../../bin/local/stream-filter';
import { awardBadges, grantEarnedTokens } from '../../../lambdas/rewards/routes';
import { badgeSubjectOf, causeOf } from '../../../lambdas/rewards/stream-records';
import { attendanceClosed, eventItem, profileHosting, rating, streamRecord } from './stream-records';

const reachesGrants = (record: ReturnType<typeof streamRecord>) =>
  matchesAnyPattern(record, grantEarnedTokens.stream.filters);
const reachesBadges = (record: ReturnType<typeof streamRecord>) =>
  matchesAnyPattern(record, awardBadges.stream.filters);

describe('what reaches the earned-tokens consumer', () => {
  it('lets through the first appearance of attendanceClosedAt on an event, and no other change of it', () => {
    expect(reachesGrants(attendanceClosed())).toBe(true);
    const closed = { ...eventItem, attendanceClosedAt: '2026-11-27T18:00:00.000Z' };
    expect(
      reachesGrants(streamRecord('MODIFY', { pk: 'EVENT#e1', sk: 'EVENT' }, { ...closed, views: 3 }, closed)),
    ).toBe(false);
    expect(
      reachesGrants(
        streamRecord('MODIFY', { pk: 'EVENT#e1', sk: 'EVENT' }, { ...eventItem, views: 3 }, eventItem),
      ),
    ).toBe(false);
  });

  it('lets through five-star rating inserts only', () => {
    expect(reachesGrants(rating(5))).toBe(true);
    expect(reachesGrants(rating(4))).toBe(false);
  });

  it("lets through a referred user's hosted count going from 0 to 1, and not an unreferred user's", () => {
    expect(reachesGrants(profileHosting(0, 1, 'inviter'))).toBe(true);
    expect(reachesGrants(profileHosting(0, 1))).toBe(false);
    expect(reachesGrants(profileHosting(1, 2, 'inviter'))).toBe(false);
  });

  it('reads each cause from its record', () => {
    expect(causeOf(attendanceClosed())).toEqual({
      kind: 'completion',
      event: {
        eventId: 'e1',
        title: 'Kadıköy koşusu',
        hostId: 'host',
        startsAt: eventItem.startsAt,
        completedAt: eventItem.completedAt,
      },
    });
    expect(causeOf(rating(5, 'a', 'host'))).toEqual({
      kind: 'five-star',
      eventId: 'e1',
      raterId: 'a',
      targetId: 'host',
      eventTitle: 'Kadıköy koşusu',
    });
    expect(causeOf(profileHosting(0, 1, 'inviter'))).toEqual({
      kind: 'referred-first-event',
      userId: 'invited',
      inviterId: 'inviter',
    });
    expect(causeOf(rating(4))).toBeUndefined();
  });
});

describe('what reaches the badge consumer', () => {
  it('lets through profiles, reliability months and reward counters, and not ledger entries or events', () => {
    expect(reachesBadges(profileHosting(0, 1))).toBe(true);
    expect(
      reachesBadges(streamRecord('INSERT', { pk: 'USER#u1', sk: 'RELIABILITY#2026-11' }, { events: 1 })),
    ).toBe(true);
    expect(
      reachesBadges(streamRecord('MODIFY', { pk: 'USER#u1', sk: 'REWARDS' }, { completedEvents: 2 }, {})),
    ).toBe(true);
    expect(reachesBadges(streamRecord('INSERT', { pk: 'USER#u1', sk: 'LEDGER#2026#x' }, { delta: 1 }))).toBe(
      false,
    );
    expect(reachesBadges(attendanceClosed())).toBe(false);
  });

  it('drops a profile change that left the stats as they were (a balance, a badge recorded)', () => {
    expect(badgeSubjectOf(profileHosting(0, 1))).toBe('invited');
    expect(badgeSubjectOf(profileHosting(1, 1))).toBeUndefined();
    expect(badgeSubjectOf(streamRecord('INSERT', { pk: 'USER#u1', sk: 'PROFILE' }, { userId: 'u1' }))).toBe(
      'u1',
    );
  });
});
