/**
 * A test's own reader of the table's stream, beside the stack's: it keeps every record a consumer's filters let
 * through, so a test can hand the same record to the real handler again (a redelivery), and it waits for what the
 * consumers write from the stream, about a second behind.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { startStreamPoller, type StreamPoller } from '../../../bin/local/stream-poller';
import type { EventFilterPattern } from '../../../lambdas/function-kinds';
import { stackInfo } from './stack-info';

/** Registers in `beforeAll` and stops in `afterAll`; `seen` fills as records arrive. */
export function recordStream(name: string, filters: readonly EventFilterPattern[]): DynamoDBRecord[] {
  const seen: DynamoDBRecord[] = [];
  let poller: StreamPoller | undefined;
  beforeAll(async () => {
    poller = startStreamPoller({
      endpoint: stackInfo().dynamodbEndpoint,
      streamArn: stackInfo().streamArn,
      log: () => undefined,
    });
    await poller.ready;
    poller.register({
      name,
      filters,
      handler: async (event) => {
        seen.push(...event.Records);
      },
    });
  });
  afterAll(() => poller?.stop());
  return seen;
}

/** Reads until `done` holds, or fails with the last value read. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
