/** A caller's rate-limit counters, set in the table as if their requests had been made. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { rateCounterKey, rateWindow, type RouteRateLimit } from '../../../lambdas/platform/rate-limits';
import { stackInfo } from './stack-info';
import { tableClient } from './table';

/** Sets the caller's counter of the current and the next window to `count`, as if those requests were made. */
export async function setCounter(caller: string, declared: RouteRateLimit, count: number): Promise<void> {
  const current = rateWindow(declared, new Date());
  // The next window too: a request that lands just after the window turns is still counted as intended.
  for (const window of [current, rateWindow(declared, new Date(current.end * 1000))]) {
    await tableClient().send(
      new PutCommand({
        TableName: stackInfo().tableName,
        Item: { ...rateCounterKey(caller, declared.action, window.start), count, expiresAt: window.end },
      }),
    );
  }
}
