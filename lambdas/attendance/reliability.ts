/**
 * Which Istanbul months a reliability score counts, and when a month's bucket may go. An event counts in the month
 * its end falls in, in Istanbul (an event ending at 01:00 on the 1st in Istanbul belongs to the new month, though
 * it is still the old one in UTC).
 */
import { istanbulParts } from '../contracts/istanbul-time';
import { reliabilityMonths } from '../contracts/attendance';

/** YYYY-MM of the instant in Istanbul. */
export function istanbulMonth(instant: Date): string {
  return istanbulParts(instant).date.slice(0, 7);
}

/** The month `count` months after (or before, when negative) `month`. */
export function shiftMonth(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last month the score counts at `now`: the current Istanbul month and the 11 before it. */
export function scoredMonths(now: Date): { from: string; to: string } {
  const to = istanbulMonth(now);
  return { from: shiftMonth(to, -(reliabilityMonths - 1)), to };
}

/**
 * A bucket counts for 12 months from its own; kept one month more (TTL, epoch seconds) so that no read inside its
 * last month misses it, then DynamoDB removes it.
 */
export function bucketExpiresAt(month: string): number {
  return Math.floor(Date.parse(`${shiftMonth(month, reliabilityMonths + 1)}-01T00:00:00Z`) / 1000);
}
