import { offerHoldMinutes } from '../../../lambdas/contracts/requests';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import {
  acceptsDirectly,
  expireOfferScheduleName,
  freePlaces,
  lineOrder,
  offerDeadline,
  offersAfter,
  offersPossible,
  positionIn,
  withinCapacity,
  type PlaceCounts,
} from '../../../lambdas/requests/waitlist';
import { eventItem } from '../support/event-records';

const request = (requesterId: string, status: JoinRequestRecord['status'], waitlistedAt?: string) =>
  ({ eventId: eventItem.id, requesterId, status, waitlistedAt }) as JoinRequestRecord;

const counts = (participantCount: number, offeredPlaces = 0, waitlistCount = 0): PlaceCounts => ({
  participantCount,
  offeredPlaces,
  waitlistCount,
  maxParticipants: 4,
});

describe('the line', () => {
  it('orders waitlisted requests by when they were accepted, the requester breaking ties, leaving out the rest', () => {
    const line = lineOrder([
      request('c', 'waitlisted', '2030-05-02T10:00:00.000Z'),
      request('x', 'offered', '2030-05-01T09:00:00.000Z'),
      request('b', 'waitlisted', '2030-05-01T10:00:00.000Z'),
      request('a', 'waitlisted', '2030-05-01T10:00:00.000Z'),
      request('d', 'accepted'),
    ]);

    expect(line.map((entry) => entry.requesterId)).toEqual(['a', 'b', 'c']);
  });

  it('tells each requester their place, 1 first, and nobody outside it a place', () => {
    const line = [request('a', 'waitlisted'), request('b', 'waitlisted')];

    expect([positionIn(line, 'a'), positionIn(line, 'b'), positionIn(line, 'z')]).toEqual([1, 2, null]);
  });
});

describe('capacity', () => {
  it('counts a place held for an offer as not free', () => {
    expect(freePlaces(counts(3, 1))).toBe(0);
    expect(freePlaces(counts(2, 1))).toBe(1);
  });

  it('accepts directly only with a free place and nobody in line', () => {
    expect(acceptsDirectly(counts(3))).toBe(true);
    expect(acceptsDirectly(counts(4))).toBe(false);
    expect(acceptsDirectly(counts(3, 1))).toBe(false);
    expect(acceptsDirectly(counts(3, 0, 1))).toBe(false);
  });

  it('holds when participants and offers stay within the maximum and no counter is negative', () => {
    expect(withinCapacity(counts(3, 1))).toBe(true);
    expect(withinCapacity(counts(4, 1))).toBe(false);
    expect(withinCapacity(counts(2, -1))).toBe(false);
  });
});

describe('offers', () => {
  const line = [request('a', 'waitlisted'), request('b', 'waitlisted'), request('c', 'waitlisted')];

  it('offers each free place to the next in line, never more places than are free', () => {
    expect(offersAfter(counts(3, 0, 3), line, true).map((r) => r.requesterId)).toEqual(['a']);
    expect(offersAfter(counts(2, 0, 3), line, true).map((r) => r.requesterId)).toEqual(['a', 'b']);
    expect(offersAfter(counts(3, 1, 3), line, true)).toEqual([]);
  });

  it('offers nothing when offers are not possible', () => {
    expect(offersAfter(counts(1, 0, 3), line, false)).toEqual([]);
  });

  it('holds a place for two hours, to the whole second', () => {
    const now = new Date('2030-05-01T10:00:00.750Z');

    expect(offerDeadline(now, eventItem.startsAt).toISOString()).toBe('2030-05-01T12:00:00.000Z');
    expect(offerHoldMinutes).toBe(120);
  });

  it('holds a place only until the event starts when that is sooner', () => {
    const now = new Date('2030-06-01T15:00:00.000Z');

    expect(offerDeadline(now, '2030-06-01T15:45:30.000Z').toISOString()).toBe('2030-06-01T15:45:30.000Z');
  });

  it('offers places only on a listed event that has not started', () => {
    const now = new Date('2030-05-01T10:00:00.000Z');

    expect(offersPossible(eventItem, now)).toBe(true);
    expect(offersPossible({ ...eventItem, state: 'cancelled' }, now)).toBe(false);
    expect(offersPossible(eventItem, new Date('2030-06-01T16:00:00.000Z'))).toBe(false);
  });

  it('names the expiry schedule after the offer, within the scheduler’s 64 characters', () => {
    const name = expireOfferScheduleName(eventItem.id, '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b');

    expect(name).toMatch(/^expire-offer-[0-9a-f]{48}$/);
    expect(name.length).toBeLessThanOrEqual(64);
    expect(expireOfferScheduleName(eventItem.id, '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b')).toBe(name);
    expect(expireOfferScheduleName(eventItem.id, 'someone-else')).not.toBe(name);
  });
});
