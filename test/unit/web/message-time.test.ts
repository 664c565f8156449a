import { messageTime } from '../../../web/src/features/messages/format';

// 2030-06-01 15:30 in Istanbul (UTC+3, no daylight saving since 2016)
const now = new Date('2030-06-01T12:30:00.000Z');

describe('message times', () => {
  it('show only the Istanbul time for a message sent that Istanbul day', () => {
    expect(messageTime('2030-06-01T06:05:00.000Z', now)).toBe('09:05');
  });

  it('count the day in Istanbul, not in UTC: 22:30 UTC on the 31st is already the 1st there', () => {
    expect(messageTime('2030-05-31T22:30:00.000Z', now)).toBe('01:30');
    expect(messageTime('2030-05-31T20:30:00.000Z', now)).toBe('31 May 23:30');
  });

  it('add the year for a message from an earlier year', () => {
    expect(messageTime('2029-12-31T09:00:00.000Z', now)).toBe('31 Ara 2029 12:00');
  });

  it('are empty for a time that cannot be read', () => {
    expect(messageTime('not a date', now)).toBe('');
  });
});
