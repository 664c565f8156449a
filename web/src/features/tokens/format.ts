/** How dates read on the Tokens screen (money reads the same everywhere: @contracts/money). */
import { istanbulTimeZone } from '@contracts/istanbul-time';

const dayFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dayTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
const timeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDayTime = (iso: string) => dayTimeFormat.format(new Date(iso));
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
