import { attendanceWindows, reliabilityFrom, reliabilityLabel } from '../../../lambdas/contracts/attendance';
import {
  attended,
  confirmRefusal,
  contestRefusal,
  markRefusal,
  markingOpen,
  type AttendanceMember,
} from '../../../lambdas/attendance/attendance';
import { closingDecision, completionDecision, eventEndsAt } from '../../../lambdas/attendance/completion';
import {
  bucketExpiresAt,
  istanbulMonth,
  scoredMonths,
  shiftMonth,
} from '../../../lambdas/attendance/reliability';
import { eventItem } from '../support/event-records';

const hostId = eventItem.hostId;
const endsAt = '2030-06-01T18:00:00.000Z';
const completed = { ...eventItem, completedAt: endsAt };
const hoursAfterEnd = (hours: number) => new Date(Date.parse(endsAt) + hours * 3_600_000);
const participant: AttendanceMember = {
  userId: 'guest-1',
  role: 'participant',
  name: 'Mert',
  username: 'mert',
  avatar: null,
};
const noShow: AttendanceMember = { ...participant, attendance: 'no-show' };
const contested: AttendanceMember = {
  ...participant,
  attendance: 'contested',
  contest: { text: 'Oradaydım.', at: hoursAfterEnd(50).toISOString() },
};

describe('completion', () => {
  it("puts an event's end at its start plus its duration", () => {
    expect(eventEndsAt(eventItem)).toBe(endsAt);
    expect(eventEndsAt({ startsAt: null, durationMinutes: 120 })).toBeNull();
  });

  it('completes a published event at its end, for the end the schedule was made for', () => {
    expect(completionDecision(eventItem, { eventId: eventItem.id, endsAt }, new Date(endsAt))).toBe(
      'complete',
    );
  });

  it('leaves a cancelled event, a completed one, a moved one and one not ended yet alone', () => {
    const payload = { eventId: eventItem.id, endsAt };
    const at = hoursAfterEnd(1);
    expect(completionDecision({ ...eventItem, state: 'cancelled' }, payload, at)).toBe('not-live');
    expect(completionDecision(undefined, payload, at)).toBe('not-live');
    expect(completionDecision(completed, payload, at)).toBe('already-completed');
    expect(completionDecision({ ...eventItem, durationMinutes: 180 }, payload, at)).toBe('stale');
    expect(completionDecision(eventItem, payload, hoursAfterEnd(-0.5))).toBe('not-ended');
  });

  it('closes attendance 48 hours after the end of a completed event, once', () => {
    const payload = { eventId: eventItem.id, endsAt };
    expect(closingDecision(completed, payload, hoursAfterEnd(48))).toBe('close');
    expect(closingDecision(completed, payload, hoursAfterEnd(47.9))).toBe('not-due');
    expect(closingDecision(eventItem, payload, hoursAfterEnd(48))).toBe('not-completed');
    expect(closingDecision({ ...completed, attendanceClosedAt: 'x' }, payload, hoursAfterEnd(49))).toBe(
      'already-closed',
    );
    expect(
      closingDecision(
        { ...completed, completedAt: hoursAfterEnd(5).toISOString() },
        payload,
        hoursAfterEnd(60),
      ),
    ).toBe('stale');
  });
});

describe('attendance windows', () => {
  it('closes marking 48 hours, contests 7 days and confirmations 14 days after the end', () => {
    expect(attendanceWindows(endsAt)).toEqual({
      markingClosesAt: '2030-06-03T18:00:00.000Z',
      contestClosesAt: '2030-06-08T18:00:00.000Z',
      confirmClosesAt: '2030-06-15T18:00:00.000Z',
    });
  });

  it('keeps marking open until the 48th hour, and not after the closing job ran', () => {
    expect(markingOpen(completed, hoursAfterEnd(47.99))).toBe(true);
    expect(markingOpen(completed, hoursAfterEnd(48))).toBe(false);
    expect(markingOpen({ ...completed, attendanceClosedAt: endsAt }, hoursAfterEnd(1))).toBe(false);
    expect(markingOpen(eventItem, hoursAfterEnd(1))).toBe(false);
  });

  it('lets the host mark a participant of a completed event within the window', () => {
    expect(markRefusal(completed, participant, hostId, hoursAfterEnd(1))).toBeUndefined();
    expect(markRefusal(completed, noShow, hostId, hoursAfterEnd(1))).toBeUndefined();
  });

  it.each([
    ['by someone else than the host', completed, participant, 'guest-1', 1, 403, 'NOT_HOST'],
    ['before the event completed', eventItem, participant, hostId, 1, 409, 'NOT_COMPLETED'],
    ['after 48 hours', completed, participant, hostId, 48, 409, 'MARKING_CLOSED'],
    ['of someone who is not a participant', completed, undefined, hostId, 1, 404, 'NOT_A_PARTICIPANT'],
    [
      'the host themself',
      completed,
      { ...participant, role: 'host' as const },
      hostId,
      1,
      404,
      'NOT_A_PARTICIPANT',
    ],
    ['of a contested no-show', completed, contested, hostId, 1, 409, 'CONTESTED'],
  ])('refuses a mark %s', (_case, event, member, caller, hours, status, reason) => {
    expect(markRefusal(event, member, caller, hoursAfterEnd(hours))).toEqual({ status, reason });
  });

  it('lets a participant marked no-show contest within 7 days, once', () => {
    expect(contestRefusal(completed, noShow, hoursAfterEnd(7 * 24 - 1))).toBeUndefined();
    expect(contestRefusal(completed, contested, hoursAfterEnd(60))).toEqual({
      status: 409,
      reason: 'ALREADY_CONTESTED',
    });
    expect(contestRefusal(completed, noShow, hoursAfterEnd(7 * 24))).toEqual({
      status: 409,
      reason: 'CONTEST_CLOSED',
    });
    expect(contestRefusal(completed, participant, hoursAfterEnd(1))).toEqual({
      status: 409,
      reason: 'NOT_MARKED',
    });
    expect(contestRefusal(completed, undefined, hoursAfterEnd(1))).toEqual({
      status: 403,
      reason: 'NOT_A_MEMBER',
    });
  });

  it('lets the host confirm a contested no-show within 14 days, once', () => {
    expect(confirmRefusal(completed, contested, hostId, hoursAfterEnd(14 * 24 - 1))).toBeUndefined();
    const confirmed = { ...contested, attendance: 'no-show' as const, contestConfirmedAt: endsAt };
    expect(confirmRefusal(completed, confirmed, hostId, hoursAfterEnd(60))).toEqual({
      status: 409,
      reason: 'ALREADY_CONFIRMED',
    });
    expect(confirmRefusal(completed, noShow, hostId, hoursAfterEnd(60))).toEqual({
      status: 409,
      reason: 'NOT_CONTESTED',
    });
    expect(confirmRefusal(completed, contested, hostId, hoursAfterEnd(14 * 24))).toEqual({
      status: 409,
      reason: 'CONFIRM_CLOSED',
    });
    expect(confirmRefusal(completed, contested, 'guest-1', hoursAfterEnd(60))).toEqual({
      status: 403,
      reason: 'NOT_HOST',
    });
  });
});

describe('attended', () => {
  it('is every membership but one marked no-show: came by default, and contested', () => {
    expect([participant, noShow, contested].map(attended)).toEqual([true, false, true]);
  });
});

describe('reliability', () => {
  it('is the share of accepted events attended, over every counted month', () => {
    expect(
      reliabilityFrom([
        { events: 10, noShows: 1 },
        { events: 3, noShows: 0 },
      ]),
    ).toEqual({ share: 12 / 13, events: 13 });
  });

  it('shows "%92 · 13 etkinlik", rounded to a whole percent', () => {
    expect(reliabilityLabel({ share: 12 / 13, events: 13 })).toBe('%92 · 13 etkinlik');
    expect(reliabilityLabel({ share: 1, events: 3 })).toBe('%100 · 3 etkinlik');
  });

  it('is "Yeni" below 3 past events, and a number from 3', () => {
    expect(reliabilityFrom([{ events: 2, noShows: 2 }])).toEqual({ share: null, events: 2 });
    expect(reliabilityLabel(reliabilityFrom([{ events: 2, noShows: 0 }]))).toBe('Yeni');
    expect(reliabilityFrom([{ events: 3, noShows: 3 }])).toEqual({ share: 0, events: 3 });
    expect(reliabilityFrom([])).toEqual({ share: null, events: 0 });
  });

  it('never counts more no-shows than events, nor a negative count', () => {
    expect(reliabilityFrom([{ events: 3, noShows: 5 }]).share).toBe(0);
    expect(reliabilityFrom([{ events: 4, noShows: -1 }]).share).toBe(1);
  });
});

describe('Istanbul month buckets', () => {
  it('puts an event ending after midnight in Istanbul in the new month, though UTC is still in the old one', () => {
    expect(istanbulMonth(new Date('2026-11-30T21:30:00Z'))).toBe('2026-12');
    expect(istanbulMonth(new Date('2026-11-30T20:59:00Z'))).toBe('2026-11');
  });

  it('counts the current month and the 11 before it, across a new year', () => {
    expect(scoredMonths(new Date('2026-03-15T12:00:00Z'))).toEqual({ from: '2025-04', to: '2026-03' });
    expect(scoredMonths(new Date('2026-12-31T21:30:00Z'))).toEqual({ from: '2026-02', to: '2027-01' });
  });

  it('shifts months across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-05', -24)).toBe('2024-05');
  });

  it('lets a bucket expire a month after the last score that counts it', () => {
    expect(bucketExpiresAt('2026-03')).toBe(Date.parse('2027-04-01T00:00:00Z') / 1000);
  });
});
