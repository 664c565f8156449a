/** Times of attendance as people in Turkey read them: Europe/Istanbul, whatever the device's zone. */
import { istanbulTimeZone } from '@contracts/istanbul-time';

const format = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

export function attendanceTime(iso: string | null): string {
  const at = iso ? new Date(iso) : undefined;
  return at && !Number.isNaN(at.getTime()) ? format.format(at) : '';
}
