/**
 * Who may buy tokens, ask to join and host: an adult (contracts/profile-birth-date.ts, and the privacy notice says
 * why). Every guarded handler calls `refuseUnlessAdult`; the birth date is written once and never changes, and an age only
 * grows, so a read before the write is enough: no write needs to carry it as a condition.
 */
import { adultAge } from '../contracts/profile-birth-date';
import { istanbulParts } from '../contracts/istanbul-time';
import { adultRefusals } from '../contracts/refusals';
import { refusal } from '../platform/errors';

/**
 * Full years from `birthDate` to `today` (both YYYY-MM-DD, Istanbul calendar days): a birthday today counts. Someone
 * born on 29 February comes of age on 1 March in a common year, the later of the two readings, so nobody is taken
 * for an adult a day early.
 */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Refuses (403) an action only an adult may take, unless the profile's owner is one at `now`. */
export function refuseUnlessAdult(profile: { birthDate?: string }, now: Date): void {
  if (profile.birthDate === undefined) throw refusal(403, adultRefusals, 'BIRTH_DATE_REQUIRED');
  if (ageOn(profile.birthDate, istanbulParts(now).date) < adultAge) {
    throw refusal(403, adultRefusals, 'UNDERAGE');
  }
}
