/**
 * Users pick and read dates and times in Turkey's local time, whatever their device's zone; the table stores
 * unambiguous UTC instants. Shared by the server and the SPA, so both read a wall clock the same way. The offset
 * comes from the time-zone database (Intl), not a constant, so a future change of Turkey's rules is a runtime
 * update.
 */
export const istanbulTimeZone = 'Europe/Istanbul';

let partsFormat: Intl.DateTimeFormat | undefined;
/**
 * Built on first use, not at load: setting up the time zone costs about 20 ms, which 13 functions paid in every
 * cold start whether or not the request converted a time.
 */
const istanbulFormat = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: istanbulTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The local date (YYYY-MM-DD) and time (HH:mm) in Istanbul of an instant. */
export function istanbulParts(instant: Date): { date: string; time: string } {
  const parts = istanbulFormat().formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

function offsetMinutesAt(instant: Date): number {
  const { date, time } = istanbulParts(instant);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant at which the Istanbul wall clock shows `date` `time`. */
export function istanbulInstant(date: string, time: string): Date {
  const wallClockAsUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wallClockAsUtc)) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const guess = new Date(wallClockAsUtc - offsetMinutesAt(new Date(wallClockAsUtc)) * 60_000);
  // Once more from the guess, in case the offset differs across the two instants (a rule change).
  return new Date(wallClockAsUtc - offsetMinutesAt(guess) * 60_000);
}

/** Midnight of the Istanbul day that contains `instant`, and of the day `days` later. */
export function istanbulDayStart(instant: Date, days = 0): Date {
  const { date } = istanbulParts(instant);
  const start = istanbulInstant(date, '00:00');
  return new Date(start.getTime() + days * 86_400_000);
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;
/** "5 Aralık 2026 19:00": an instant (ISO) as a person in Turkey reads it. */
export function istanbulDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('tr-TR', {
    timeZone: istanbulTimeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return dateTimeFormat.format(new Date(iso));
}
