/**
 * When an invoice document the integrator did not take is tried again: 5 minutes after the failure, then twice as
 * long each time up to 6 hours. One attempt always falls on the hour after the request, where a document still not
 * done opens a case for a person (and rings the alarm).
 */
const minuteMs = 60_000;

/** The retry job's first look at a request the stream has not settled meanwhile. */
export const firstRetryMinutes = 5;
const longestDelayMinutes = 6 * 60;
/** A document still not done this long after its request is a person's to look into. */
export const caseAfterMinutes = 60;

const plusMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * minuteMs);

/** When the job first looks at a new request. */
export const firstAttemptDue = (requestedAt: string): string =>
  plusMinutes(new Date(requestedAt), firstRetryMinutes).toISOString();

/** The next attempt after the `attempts`th failed one, which ended at `now`. */
export function nextAttemptAt(requestedAt: string, attempts: number, now: Date): string {
  const delay = Math.min(firstRetryMinutes * 2 ** Math.max(0, attempts - 1), longestDelayMinutes);
  const next = plusMinutes(now, delay);
  const caseDue = plusMinutes(new Date(requestedAt), caseAfterMinutes);
  return (now < caseDue && next > caseDue ? caseDue : next).toISOString();
}

/** Whether a document requested at `requestedAt` and still not done at `now` calls for a person. */
export const failedForTooLong = (requestedAt: string, now: Date): boolean =>
  now.getTime() - Date.parse(requestedAt) >= caseAfterMinutes * minuteMs;
