/**
 * The birth date, asked once before the first purchase, join request or hosted event: Squad puts strangers in one
 * room and sells to them, so those need an adult (lambdas/profile/age.ts). Its schema is in
 * profile-birth-date-schemas.ts, so the screens that only name the age (My Events' copy) load no zod.
 */
import { istanbulParts } from './istanbul-time';

/** The age from which a person may buy tokens, ask to join and host. */
export const adultAge = 18;

export const birthDateInFutureMessage = 'Doğum tarihi bugünden sonra olamaz.';

/**
 * Why a birth date after today in Istanbul is refused, or undefined. Apart from the schema, which reads no clock:
 * the handler asks it with the platform's "now", the form with the device's.
 */
export const futureBirthDateIssue = (birthDate: string, now: Date): string | undefined =>
  birthDate > istanbulParts(now).date ? birthDateInFutureMessage : undefined;
