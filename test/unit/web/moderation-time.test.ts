import { dayText, dayTimeText, relativeTime } from '../../../web/src/features/moderation/time';

const now = Date.parse('2030-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe("moderation's times", () => {
  it('say how long ago in Turkish, coarser as it grows', () => {
    expect(relativeTime(ago(20_000), now)).toBe('az önce');
    expect(relativeTime(ago(5 * minute), now)).toBe('5 dakika önce');
    expect(relativeTime(ago(3 * hour + 59 * minute), now)).toBe('3 saat önce');
    expect(relativeTime(ago(day + hour), now)).toBe('dün');
    expect(relativeTime(ago(3 * day), now)).toBe('3 gün önce');
    expect(relativeTime(ago(15 * day), now)).toBe('2 hafta önce');
  });

  it('give the day itself past four weeks, in Istanbul time', () => {
    expect(relativeTime('2030-04-30T22:30:00.000Z', now)).toBe('1 Mayıs 2030');
  });

  it('read a time a little ahead (a clock off by seconds) as just now', () => {
    expect(relativeTime(ago(-30_000), now)).toBe('az önce');
  });

  it("write days and times on Istanbul's clock", () => {
    expect(dayText('2030-05-31T22:30:00.000Z')).toBe('1 Haziran 2030');
    expect(dayTimeText('2030-05-31T22:30:00.000Z')).toBe('1 Haziran 2030 01:30');
  });

  it('are empty for a time that cannot be read', () => {
    expect(relativeTime('not a date', now)).toBe('');
    expect(dayText('')).toBe('');
  });
});
