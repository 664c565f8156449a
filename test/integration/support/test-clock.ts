/** The local stack's test clock (bin/local/test-clock.ts), for suites that run a stack of their own. */

export async function clockNow(apiUrl: string): Promise<Date> {
  const response = await fetch(`${apiUrl}/__local/clock`);
  return new Date(((await response.json()) as { now: string }).now);
}

/** Moves the stack's clock to just past `instant`; what became due has run when it answers. */
export async function moveClockPast(apiUrl: string, instant: string, extraMinutes = 1): Promise<void> {
  const minutes =
    Math.ceil((Date.parse(instant) - (await clockNow(apiUrl)).getTime()) / 60_000) + extraMinutes;
  const response = await fetch(`${apiUrl}/__local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: Math.max(1, minutes) }),
  });
  expect(response.status).toBe(200);
}
