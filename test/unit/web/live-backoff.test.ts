import { firstDelayMs, longestDelayMs, reconnectDelayMs } from '../../../web/src/lib/live/backoff';

it('doubles the longest wait from 1 s with every failed attempt, up to a minute', () => {
  expect([0, 1, 2, 3, 6, 10].map((attempt) => reconnectDelayMs(attempt, 0.999_999))).toEqual([
    999, 1_999, 3_999, 7_999, 59_999, 59_999,
  ]);
  expect(reconnectDelayMs(20, 0.999_999)).toBeLessThan(longestDelayMs);
});

it('spreads tabs dropped together over the whole window (full jitter), never retrying at once', () => {
  expect(reconnectDelayMs(3, 0.5)).toBe(4_000);
  expect(reconnectDelayMs(3, 0)).toBe(firstDelayMs / 4);
  const delays = new Set(Array.from({ length: 50 }, () => reconnectDelayMs(4)));
  expect(delays.size).toBeGreaterThan(40);
});
