/**
 * Per-caller rate limits of the endpoints that declare one (lambdas/contracts/endpoints/), without AWS: the
 * counter a route spends, the fixed window a moment falls in and the key of that window's counter item. The
 * counting itself is rate-limits-table.ts.
 */
import { routeKeyOf, type EndpointDescription, type RateLimit } from '../contracts/endpoint';
import type { ItemKey } from './keys';

/** An endpoint's limit, counted under `action`. */
export interface RouteRateLimit extends RateLimit {
  readonly action: string;
}

/** The table's time-to-live attribute (epoch seconds), after which DynamoDB deletes the item. */
export const timeToLiveAttribute = 'expiresAt';

/** The limit an endpoint declares, if any, counted under its route key ("POST /private/event"). */
export function endpointRateLimit(endpoint: EndpointDescription): RouteRateLimit | undefined {
  return endpoint.rateLimit && { action: routeKeyOf(endpoint), ...endpoint.rateLimit };
}

/** The fixed window (epoch seconds, end exclusive) that `now` falls in. */
export function rateWindow(rateLimit: RateLimit, now: Date): { start: number; end: number } {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % rateLimit.windowSeconds);
  return { start, end: start + rateLimit.windowSeconds };
}

/**
 * One counter per user, action and window. Its own partition, not `USER#<id>`: counters come and go with
 * every write and are no part of the user's data. The window start is in the key, so a counter of a past
 * window is never read again, whether or not the time to live has removed it yet (DynamoDB Local never does).
 */
export const rateCounterPartitionPrefix = 'RATE#';
export const rateCounterKey = (userId: string, action: string, windowStart: number): ItemKey => ({
  pk: `${rateCounterPartitionPrefix}${userId}`,
  sk: `${action}#${windowStart}`,
});
