/**
 * What the status line says after a failed profile call: the server's own message when it tells the user
 * something useful (the toast always shows the spec's text).
 */
import { ApiError } from '../../../lib/api/client';

/**
 * A 4xx answer carries a message written for the user (e.g. 409 "username taken", 400 from the contract's
 * zod rules); a 5xx, a timeout or a network failure does not, so those show the spec's generic text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return isClientError && error.message ? error.message : fallback;
}
