import type { EventRecord } from '../../../lambdas/events/event-record';
import { averageOf, ratingCreateSchema } from '../../../lambdas/contracts/ratings';
import {
  newRatingRecord,
  ratingCounts,
  ratingEligibility,
  ratingWindow,
  toGivenRating,
  windowState,
  type Membership,
} from '../../../lambdas/ratings/ratings';
import { ratingKey, reviewIndexAttributes } from '../../../lambdas/ratings/keys';
import { decodeReviewCursor, encodeReviewCursor } from '../../../lambdas/ratings/reviews';

const hostId = '7a1d9e2c-3b4f-4a5e-8c6d-0e1f2a3b4c5d';
const guestId = '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b';
const otherGuestId = '1c9b4d66-3a72-4e8f-8b54-8d2f3e4a5b6c';
const eventId = '6f1c2a8e-5b4d-4c3a-9e2f-1a2b3c4d5e6f';

/** Starts 16:00 UTC, two hours: ends 18:00 on 1 June 2030. */
const event: Pick<EventRecord, 'state' | 'hostId' | 'startsAt' | 'durationMinutes'> = {
  state: 'published',
  hostId,
  startsAt: '2030-06-01T16:00:00.000Z',
  durationMinutes: 120,
};
const at = (iso: string) => new Date(iso);
/** the marks are final 48 hours after the end (18:00) */
const afterEnd = at('2030-06-03T18:30:00.000Z');
const host: Membership = { role: 'host' };
const guest: Membership = { role: 'participant' };

const eligibility = (overrides: Partial<Parameters<typeof ratingEligibility>[0]> = {}) =>
  ratingEligibility({
    event,
    raterId: guestId,
    targetId: hostId,
    rater: guest,
    target: host,
    now: afterEnd,
    ...overrides,
  });

describe('the rating window', () => {
  it('opens when the attendance marks are final, 48 hours after the end, and closes 14 days after the end', () => {
    expect(ratingWindow(event)).toEqual({
      opensAt: at('2030-06-03T18:00:00.000Z'),
      closesAt: at('2030-06-15T18:00:00.000Z'),
    });
  });

  it('is not open before the marks are final, open from then to the close inclusive, and closed after', () => {
    const window = ratingWindow(event);

    expect(windowState(window, at('2030-06-01T19:00:00.000Z'))).toBe('not-ended');
    expect(windowState(window, at('2030-06-03T17:59:59.999Z'))).toBe('not-ended');
    expect(windowState(window, at('2030-06-03T18:00:00.000Z'))).toBe('open');
    expect(windowState(window, at('2030-06-15T18:00:00.000Z'))).toBe('open');
    expect(windowState(window, at('2030-06-15T18:00:00.001Z'))).toBe('closed');
  });

  it('never opens for an event without a time', () => {
    expect(windowState(ratingWindow({ startsAt: null, durationMinutes: 60 }), afterEnd)).toBe('not-ended');
  });
});

describe('who may rate whom', () => {
  it('lets a participant rate the host, as a host rating', () => {
    expect(eligibility()).toEqual({ ok: true, targetRole: 'host' });
  });

  it('lets the host rate a participant, as a participant rating', () => {
    expect(eligibility({ raterId: hostId, targetId: guestId, rater: host, target: guest })).toEqual({
      ok: true,
      targetRole: 'participant',
    });
  });

  it('counts a contested no-show as attended', () => {
    expect(eligibility({ rater: { role: 'participant', attendance: 'contested' } }).ok).toBe(true);
  });

  it.each([
    ['of yourself', { targetId: guestId }, 'SELF'],
    ['at a cancelled event', { event: { ...event, state: 'cancelled' as const } }, 'EVENT_CANCELLED'],
    ['at a draft', { event: { ...event, state: 'draft' as const } }, 'NOT_COMPLETED'],
    ['before the end', { now: at('2030-06-01T17:00:00.000Z') }, 'NOT_COMPLETED'],
    [
      'after the end while the host may still mark a no-show',
      { now: at('2030-06-02T18:00:00.000Z') },
      'NOT_COMPLETED',
    ],
    ['after 14 days', { now: at('2030-06-16T18:00:00.000Z') }, 'WINDOW_CLOSED'],
    ['by someone who is not a member', { rater: undefined }, 'NOT_A_PARTICIPANT'],
    [
      'of someone who is not a member',
      { raterId: hostId, rater: host, targetId: guestId, target: undefined },
      'NOT_A_PARTICIPANT',
    ],
    ['between two participants', { targetId: otherGuestId, target: guest }, 'NOT_A_PAIR'],
    ['by a no-show', { rater: { role: 'participant', attendance: 'no-show' } }, 'NO_SHOW'],
    [
      'of a no-show',
      {
        raterId: hostId,
        rater: host,
        targetId: guestId,
        target: { role: 'participant', attendance: 'no-show' },
      },
      'NO_SHOW',
    ],
  ] as const)('refuses a rating %s', (_, overrides, refusal) => {
    expect(eligibility(overrides as Partial<Parameters<typeof ratingEligibility>[0]>)).toEqual({
      ok: false,
      refusal,
    });
  });
});

describe('a new rating', () => {
  const base = {
    event: { id: eventId, title: 'Moda sahilinde tavla' },
    raterId: guestId,
    rater: { name: 'Mert', username: 'mert', avatar: null },
    targetId: hostId,
    targetRole: 'host' as const,
    stars: 5,
    now: afterEnd,
  };

  it('waits for the screener when it carries feedback', () => {
    expect(newRatingRecord({ ...base, feedback: '  Harika bir akşamdı!  ' })).toMatchObject({
      feedback: 'Harika bir akşamdı!',
      feedbackStatus: 'screening',
      createdAt: '2030-06-03T18:30:00.000Z',
      eventTitle: 'Moda sahilinde tavla',
    });
  });

  it('has nothing to screen without feedback, or with only blanks', () => {
    const blank = newRatingRecord({ ...base, feedback: '   ' });

    expect(blank.feedbackStatus).toBe('none');
    expect('feedback' in blank).toBe(false);
  });

  it('shows its giver no text once the screener rejected it', () => {
    const rejected = { ...newRatingRecord({ ...base, feedback: 'x' }), feedbackStatus: 'rejected' as const };

    expect(toGivenRating(rejected).feedback).toBeNull();
  });
});

describe('the rating contract', () => {
  it('takes whole stars from 1 to 5 and feedback up to 500 characters, in Turkish', () => {
    const valid = { targetUserId: hostId, stars: 4 };

    expect(ratingCreateSchema.safeParse(valid).success).toBe(true);
    expect(ratingCreateSchema.safeParse({ ...valid, stars: 0 }).error?.issues[0]?.message).toBe(
      'Puan 1 ile 5 arasında olmalı.',
    );
    expect(ratingCreateSchema.safeParse({ ...valid, stars: 4.5 }).success).toBe(false);
    expect(ratingCreateSchema.safeParse({ ...valid, feedback: 'a'.repeat(501) }).success).toBe(false);
    expect(ratingCreateSchema.safeParse({ ...valid, feedback: 'a\u202eb' }).success).toBe(false);
  });
});

describe('counting a rating', () => {
  it('adds a host rating to the host stats and to its event, with its feedback', () => {
    expect(ratingCounts({ targetRole: 'host', stars: 4, feedback: 'İyiydi' })).toEqual({
      profile: { role: 'host', stars: 4 },
      event: { stars: 4, feedback: 1 },
    });
  });

  it('adds a participant rating to the participant stats only', () => {
    expect(ratingCounts({ targetRole: 'participant', stars: 3 })).toEqual({
      profile: { role: 'participant', stars: 3 },
      event: null,
    });
  });

  it('averages a total and a count to one decimal, and nothing without ratings', () => {
    expect(averageOf(14, 3)).toBe(4.7);
    expect(averageOf(9, 2)).toBe(4.5);
    expect(averageOf(0, 0)).toBeNull();
  });
});

describe('the rating keys', () => {
  it('keep one rating per event, rater and target, in the event partition', () => {
    expect(ratingKey(eventId, guestId, hostId)).toEqual({
      pk: `EVENT#${eventId}`,
      sk: `RATING#${guestId}#${hostId}`,
    });
  });

  it('put published feedback under its target in the reviews index, newest first by time', () => {
    expect(
      reviewIndexAttributes({
        targetId: hostId,
        createdAt: '2030-06-02T10:00:00.000Z',
        eventId,
        raterId: guestId,
      }),
    ).toEqual({
      gsi5pk: `USER#${hostId}`,
      gsi5sk: `REVIEW#2030-06-02T10:00:00.000Z#${eventId}#${guestId}`,
    });
  });

  it('carry a review cursor back to the position it names, and refuse any other', () => {
    const sortKey = `REVIEW#2030-06-02T10:00:00.000Z#${eventId}#${guestId}`;

    expect(decodeReviewCursor(encodeReviewCursor(sortKey))).toEqual({ sortKey, eventId, raterId: guestId });
    expect(decodeReviewCursor(undefined)).toBeUndefined();
    expect(decodeReviewCursor(encodeReviewCursor('BLOCKED_BY#x'))).toBeNull();
    expect(decodeReviewCursor('%%%')).toBeNull();
  });
});
