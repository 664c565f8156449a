import { istanbulDayStart, istanbulInstant, istanbulParts } from '../../../lambdas/contracts/istanbul-time';

describe('Istanbul time', () => {
  it('stores a wall-clock time picked in Istanbul as the UTC instant it means', () => {
    expect(istanbulInstant('2026-11-22', '19:30').toISOString()).toBe('2026-11-22T16:30:00.000Z');
  });

  it('shows an instant as the Istanbul date and time', () => {
    expect(istanbulParts(new Date('2026-11-22T22:15:00.000Z'))).toEqual({
      date: '2026-11-23',
      time: '01:15',
    });
  });

  it('round-trips a local date and time', () => {
    expect(istanbulParts(istanbulInstant('2027-03-28', '02:30'))).toEqual({
      date: '2027-03-28',
      time: '02:30',
    });
  });

  it('starts the Istanbul day at its local midnight', () => {
    expect(istanbulDayStart(new Date('2026-11-22T22:15:00.000Z')).toISOString()).toBe(
      '2026-11-22T21:00:00.000Z',
    );
  });

  it('refuses a date that is not one', () => {
    expect(() => istanbulInstant('2026-13-40', '25:00')).toThrow(RangeError);
  });
});
