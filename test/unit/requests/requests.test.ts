import { newProfileRecord } from '../../../lambdas/profile/profile';
import { joinRefusalFor, newJoinRequestRecord, toMyRequest } from '../../../lambdas/requests/requests';
import { eventItem } from '../support/event-records';
import { callerId } from '../support/events';

const now = new Date('2030-05-10T10:00:00.000Z');
const guest = 'guest-1';

describe('joinRefusalFor', () => {
  it('takes a request for a listed, upcoming event with a free slot', () => {
    expect(joinRefusalFor(eventItem, guest, now)).toBeUndefined();
  });

  it('refuses the host before anything else', () => {
    expect(joinRefusalFor({ ...eventItem, state: 'cancelled' }, callerId, now)).toBe('OWN_EVENT');
  });

  it.each([
    ['a draft', { state: 'draft' as const }, 'EVENT_DRAFT'],
    ['a cancelled event', { state: 'cancelled' as const }, 'EVENT_CANCELLED'],
    ['an event that started', { startsAt: '2030-05-10T09:59:00.000Z' }, 'EVENT_PAST'],
  ])('refuses %s', (_case, change, refusal) => {
    expect(joinRefusalFor({ ...eventItem, ...change }, guest, now)).toBe(refusal);
  });

  it('takes a request for a full event: an accepted one waits in line', () => {
    expect(joinRefusalFor({ ...eventItem, participantCount: 4 }, guest, now)).toBeUndefined();
  });
});

describe('newJoinRequestRecord', () => {
  it("shows the host the requester's rating as a participant, not as a host", () => {
    const profile = newProfileRecord(guest, { email: 'g@squad.test' }, 5, now);
    profile.stats = {
      ...profile.stats,
      hostRatingTotal: 10,
      hostRatingCount: 5,
      participantRatingTotal: 9,
      participantRatingCount: 2,
    };

    expect(newJoinRequestRecord(eventItem, profile, '', now).requester.rating).toBe(4.5);
  });

  it('starts in screening with a snapshot of the requester and only the badges they earned', () => {
    const profile = newProfileRecord(guest, { email: 'g@squad.test' }, 5, now);
    profile.stats.eventsJoined = 1;

    const record = newJoinRequestRecord(eventItem, profile, 'Selam', now);

    expect(record).toMatchObject({
      status: 'screening',
      hostId: callerId,
      requesterId: guest,
      screening: null,
    });
    expect(record.requester.eventCount).toBe(1);
    expect(record.requester.badges.map((badge) => badge.id)).not.toContain(undefined);
    expect(toMyRequest(record)).toEqual({
      eventId: eventItem.id,
      status: 'screening',
      message: 'Selam',
      timestamp: now.toISOString(),
      decidedAt: null,
      waitlistPosition: null,
      offerExpiresAt: null,
      removalReason: null,
    });
  });
});
