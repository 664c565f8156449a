/**
 * Every server-side "now": handlers read the time here once per request and hand it to the domain, which never
 * reads a clock itself. One place to move time, for the local stack's test clock and for tests.
 */
export const clock = {
  now: (): Date => new Date(),
};
