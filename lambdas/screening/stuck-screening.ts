/**
 * The stuck-screening sweep's rule, without AWS: which requests the stream did not get through screening, and
 * what the sweep does with each. The stream retries a record 3 times within an hour, then dead-letters it and the
 * request stays in `screening`, seen by nobody. After 10 minutes the sweep screens it again (a failure holds it
 * for a person, as on the stream). The stream keeps records 24 hours, the window in which a dead-lettered batch
 * can still be redriven; a request still in `screening` past it is held without another try, so none waits
 * forever.
 */
import type { JoinRequestRecord } from '../requests/request-record';

const minuteMs = 60_000;
export const stuckAfterMinutes = 10;
export const redriveWindowHours = 24;

/** Requests sent before this instant and still in `screening` are the sweep's. */
export function stuckBefore(now: Date): string {
  return new Date(now.getTime() - stuckAfterMinutes * minuteMs).toISOString();
}

/**
 * `skip`: not the sweep's (screened meanwhile, gone, or still the stream's); `screen`: screen it again;
 * `hold`: past the redrive window, held for a person without another try.
 */
export type SweepStep = 'skip' | 'screen' | 'hold';

export function sweepStep(
  request: Pick<JoinRequestRecord, 'status' | 'createdAt'> | undefined,
  now: Date,
): SweepStep {
  if (request?.status !== 'screening') return 'skip';
  const age = now.getTime() - Date.parse(request.createdAt);
  if (age < stuckAfterMinutes * minuteMs) return 'skip';
  return age >= redriveWindowHours * 60 * minuteMs ? 'hold' : 'screen';
}
