/**
 * The local stack's test clock, like Stripe's test clocks. Every server-side "now" is the platform clock's
 * (lambdas/platform/clock.ts), and the handlers run in this process, so the stack moves time for all of them, the
 * stream consumers and the scheduler alike: real time plus an offset of whole minutes, only ever forward.
 * `POST {apiUrl}/__local/clock {"advanceMinutes": n}` moves it, runs what became due and answers once those runs
 * finished; `GET` reads it. Only the local gateway serves it; nothing of it exists in the cloud. The offset is kept
 * in the data folder's state: what was written at a moved time stays in its past after a restart.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { z } from 'zod';
import { clock } from '../../lambdas/platform/clock';

/** The local stack's own paths, beside the API's: the local site forwards them to the gateway too. */
export const localPathPrefix = '/__local/';
export const testClockPath = `${localPathPrefix}clock`;

/** A year per move keeps every reachable moment a valid Date. */
const maxAdvanceMinutes = 366 * 24 * 60;
const advanceRequest = z.object({ advanceMinutes: z.int().positive().max(maxAdvanceMinutes) });

export interface ClockReading {
  now: string;
  offsetMinutes: number;
}

export interface TestClock {
  read(): ClockReading;
  /** Resolves after `whenMoved` has run for this move; moves wait for each other. */
  advance(minutes: number): Promise<ClockReading>;
}

export function startTestClock(options: {
  offsetMinutes: number;
  /** Keeps the offset and runs what became due. */
  whenMoved: (offsetMinutes: number) => Promise<void>;
}): TestClock {
  let offsetMinutes = options.offsetMinutes;
  const setClock = () => {
    const offsetMs = offsetMinutes * 60_000;
    clock.now = () => new Date(Date.now() + offsetMs);
  };
  const read = () => ({ now: clock.now().toISOString(), offsetMinutes });
  setClock();

  let lastMove = Promise.resolve();
  return {
    read,
    advance(minutes) {
      const move = lastMove.then(async () => {
        offsetMinutes += minutes;
        setClock();
        await options.whenMoved(offsetMinutes);
        return read();
      });
      lastMove = move.then(
        () => undefined,
        () => undefined,
      );
      return move;
    },
  };
}

const json = (statusCode: number, body: unknown, headers = {}): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The clock route's answer, in a Lambda proxy result's shape like every route the gateway serves. */
export async function answerTestClock(
  testClock: TestClock,
  method: string | undefined,
  body: Buffer,
): Promise<APIGatewayProxyStructuredResultV2> {
  if (method === 'GET') return json(200, testClock.read());
  if (method !== 'POST') return json(405, { message: 'Method Not Allowed' }, { allow: 'GET, POST' });
  let request: unknown;
  try {
    request = JSON.parse(body.toString('utf8'));
  } catch {
    request = undefined;
  }
  const parsed = advanceRequest.safeParse(request);
  if (!parsed.success) {
    const message = `Send {"advanceMinutes": n}, n a whole number of minutes from 1 to ${maxAdvanceMinutes}`;
    return json(400, { message });
  }
  return json(200, await testClock.advance(parsed.data.advanceMinutes));
}
