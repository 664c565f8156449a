/** Moderation's times as people in Turkey read them: Istanbul's wall clock, and "3 saat önce" for how long ago. */
import { istanbulTimeZone } from '@contracts/istanbul-time';
import { moderationCopy } from '../../copy/moderation';

const timeZone = istanbulTimeZone;
const dayFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dayTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const relativeFormat = new Intl.RelativeTimeFormat('tr-TR', { numeric: 'auto' });

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** "12 Kasım 2026" */
export function dayText(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? dayFormat.format(date) : '';
}

/** "12 Kasım 2026 14:05" */
export function dayTimeText(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? dayTimeFormat.format(date) : '';
}

/**
 * How long ago, as a queue reads it: "az önce" under a minute (or a moment ahead, from a clock a little off),
 * then minutes, hours, days ("dün"), weeks, and past four weeks the day itself.
 */
export function relativeTime(iso: string, now: number): string {
  const date = new Date(iso);
  if (!valid(date)) return '';
  const ago = now - date.getTime();
  if (ago < minute) return moderationCopy.justNow;
  if (ago < hour) return relativeFormat.format(-Math.floor(ago / minute), 'minute');
  if (ago < day) return relativeFormat.format(-Math.floor(ago / hour), 'hour');
  if (ago < 7 * day) return relativeFormat.format(-Math.floor(ago / day), 'day');
  if (ago < 28 * day) return relativeFormat.format(-Math.floor(ago / (7 * day)), 'week');
  return dayFormat.format(date);
}
