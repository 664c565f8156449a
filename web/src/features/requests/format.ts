/** When a request was sent, as people in Turkey read it: Europe/Istanbul time whatever the device's zone. */
import { istanbulTimeZone } from '@contracts/istanbul-time';
const sentFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export function sentTime(iso: string): string {
  const sent = new Date(iso);
  return Number.isNaN(sent.getTime()) ? '' : sentFormat.format(sent);
}
