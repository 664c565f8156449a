/** The geo feature's endpoints: place search and reverse geocoding (spec section 7). */
import { endpoint } from '../endpoint';
import { type GeocodeResponse } from '../geocoding';
import { geocodeReverseQuerySchema, geocodeSearchQuerySchema } from '../geocoding-schemas';

/**
 * Every geocoding call is a paid request to Amazon Location: a person searching for a place stays far below the
 * limit (the address box waits for a pause in typing), a script that loops is stopped within the hour.
 */
const geocodingRateLimit = { limit: 200, windowSeconds: 3600 };

/** Places in Turkey matching a text, nearest the searcher first. */
export const geocodeSearch = /* @__PURE__ */ endpoint<GeocodeResponse>()({
  method: 'GET',
  path: '/private/geocode/search',
  query: geocodeSearchQuerySchema,
  rateLimit: geocodingRateLimit,
});

/** The place at (or nearest to) a point. */
export const geocodeReverse = /* @__PURE__ */ endpoint<GeocodeResponse>()({
  method: 'GET',
  path: '/private/geocode/reverse',
  query: geocodeReverseQuerySchema,
  rateLimit: geocodingRateLimit,
});
