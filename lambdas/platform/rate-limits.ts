/**
 * Rate limits of the endpoints (lambdas/contracts/endpoints/), without AWS: the limits a route spends (per viewer
 * address on a public endpoint, then per caller), the fixed window a moment falls in and the key of that window's
 * counter item. The counting itself is rate-limits-table.ts.
 */
import {
  routeKeyOf,
  type AddressRateLimit,
  type EndpointDescription,
  type RateLimit,
} from '../contracts/endpoint';
import type { ItemKey } from './keys';

/**
 * The limit of every signed-in endpoint that writes (any method but GET) and declares none: a person clicking never
 * meets it, a script is stopped within a minute. Creations, reports and money declare tighter ones.
 */
export const defaultWriteRateLimit: RateLimit = { limit: 60, windowSeconds: 60 };

/**
 * The limit per viewer address of every public endpoint that declares none. An address may be shared (a mobile
 * carrier's NAT, a mail provider's or calendar service's fetchers), so it is generous; it caps what one address
 * can cost in counters, however many secrets it makes up.
 */
export const defaultAddressRateLimit: AddressRateLimit = { limit: 300, windowSeconds: 600 };

/** An endpoint's limit, counted under `action`. */
export interface RouteRateLimit extends RateLimit {
  readonly action: string;
}

/** The table's time-to-live attribute (epoch seconds), after which DynamoDB deletes the item. */
export const timeToLiveAttribute = 'expiresAt';

/**
 * The per-caller limit of an endpoint, counted under its route key ("POST /private/event"): the one it declares, or
 * the default of a signed-in write; none for a read that declares none.
 */
export function endpointRateLimit(endpoint: EndpointDescription): RouteRateLimit | undefined {
  const isWrite = endpoint.access !== 'public' && endpoint.method !== 'GET';
  const declared = endpoint.rateLimit ?? (isWrite ? defaultWriteRateLimit : undefined);
  return declared && { action: routeKeyOf(endpoint), ...declared };
}

/** The per-address limit of a public endpoint (the one it declares, or the default); none for a signed-in one. */
export function addressRateLimit(endpoint: EndpointDescription): RouteRateLimit | undefined {
  if (endpoint.access !== 'public') return undefined;
  return { action: routeKeyOf(endpoint), ...(endpoint.addressRateLimit ?? defaultAddressRateLimit) };
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
