/**
 * Per-user rate limits of the write routes, without AWS: which limit a route declares (beside it in
 * lambdas/routes.ts), the fixed window a moment falls in and the key of that window's counter item. The
 * counting itself is rate-limits-table.ts.
 */
import { functionName, routes } from '../routes';
import type { ItemKey } from './keys';

/** At most `limit` requests per user in each fixed window of `windowSeconds`. */
export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** A route's limit, counted under `action` (its function name). */
export interface RouteRateLimit extends RateLimit {
  readonly action: string;
}

/** The table's time-to-live attribute (epoch seconds), after which DynamoDB deletes the item. */
export const timeToLiveAttribute = 'expiresAt';

export const rateLimitedMessage = 'Biraz yavaşla! Çok sık istek gönderdin, birkaç dakika sonra tekrar dene.';

/** The limit the route `routeKey` ("POST /private/event") declares; none for a route outside the list. */
export function declaredRateLimit(routeKey: string): RouteRateLimit | undefined {
  const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === routeKey);
  return route?.rateLimit && { action: functionName(route), ...route.rateLimit };
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
export const rateCounterKey = (userId: string, action: string, windowStart: number): ItemKey => ({
  pk: `RATE#${userId}`,
  sk: `${action}#${windowStart}`,
});
