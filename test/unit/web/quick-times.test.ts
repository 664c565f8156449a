import { quickTimes } from '../../../web/src/features/events/components/quick-times';

/** 21:30 on 22 November 2026 in Istanbul (UTC+3). */
const evening = new Date('2026-11-22T18:30:00.000Z');

describe('the online wizard’s quick times', () => {
  it('no longer offer "this evening 20:00" once 20:00 has passed in Istanbul', () => {
    expect(quickTimes(evening).map((option) => option.id)).not.toContain('tonight');
  });

  it('offer "this evening 20:00" before 20:00 in Istanbul', () => {
    const afternoon = new Date('2026-11-22T14:00:00.000Z');
    expect(quickTimes(afternoon).find((option) => option.id === 'tonight')).toEqual({
      id: 'tonight',
      date: '2026-11-22',
      time: '20:00',
    });
  });

  it('offer only starts after the clock', () => {
    for (const option of quickTimes(evening)) {
      expect(`${option.date} ${option.time}` > '2026-11-22 21:30').toBe(true);
    }
  });
});
