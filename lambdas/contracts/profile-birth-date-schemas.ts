/**
 * The birth date's update, apart from the other profile updates, so the step that asks for it (in the join-request
 * and create-event flows) loads no settings schema beside it.
 */
import * as z from 'zod/mini';
import { built } from './built';
import { calendarDateSchema } from './calendar-date';

/**
 * PUT /private/profile `{birthDate}`: set once; the same value again changes nothing, another is refused. A real
 * calendar day (the shared date schema: the format, a day the calendar has, from 1900 on), not after today
 * (`futureBirthDateIssue`).
 */
export const birthDateUpdateSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ birthDate: calendarDateSchema }),
);
export type BirthDateUpdate = z.infer<typeof birthDateUpdateSchema>;
