import { formatCalendarDay } from '../../../web/src/features/events/format';

describe('a calendar day on screen', () => {
  it('reads as a Turkish day and month, not as the month-day of an ISO date', () => {
    expect(formatCalendarDay('2026-11-28')).toBe('28 Kas');
  });
});
