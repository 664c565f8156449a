/**
 * A one-time job for the test clock's integration test (test/integration/test-clock.test.ts), which adds it to the
 * function list: it records each event it is run with, in the test's own process.
 */
export const recordedEvents: unknown[] = [];

export async function handler(event: unknown): Promise<void> {
  recordedEvents.push(event);
}
