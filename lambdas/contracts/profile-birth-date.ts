/**
 * The birth date, asked once before the first purchase, join request or hosted event: Squad puts strangers in one
 * room and sells to them, so those need an adult (lambdas/profile/age.ts). Apart from the other profile updates, so
 * the step that asks for it (in the join-request and create-event flows) loads no settings schema beside it.
 */
import * as z from 'zod/mini';
import { built } from './built';
import { calendarDateSchema } from './calendar-date';
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

/**
 * PUT /private/profile `{birthDate}`: set once; the same value again changes nothing, another is refused. A real
 * calendar day (the shared date schema: the format, a day the calendar has, from 1900 on), not after today
 * (`futureBirthDateIssue`).
 */
export const birthDateUpdateSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ birthDate: calendarDateSchema }),
);
export type BirthDateUpdate = z.infer<typeof birthDateUpdateSchema>;
