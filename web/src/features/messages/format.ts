/** When a message was sent, as people in Turkey read it: Europe/Istanbul time whatever the device's zone. */
import { istanbulTimeZone } from '@contracts/istanbul-time';
const timeZone = istanbulTimeZone;
const timeFormat = new Intl.DateTimeFormat('tr-TR', { timeZone, hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('tr-TR', { timeZone, day: 'numeric', month: 'short' });
const dayWithYearFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "14:05" today (in Istanbul), "3 Mar 14:05" earlier this year, "3 Mar 2029 14:05" before that. */
export function messageTime(iso: string, now = new Date()): string {
  const sent = new Date(iso);
  if (Number.isNaN(sent.getTime())) return '';
  const time = timeFormat.format(sent);
  const sentDay = dayKeyFormat.format(sent);
  const today = dayKeyFormat.format(now);
  if (sentDay === today) return time;
  const day =
    sentDay.slice(0, 4) === today.slice(0, 4) ? dayFormat.format(sent) : dayWithYearFormat.format(sent);
  return `${day} ${time}`;
}
