/** The geo feature's endpoints: place search and reverse geocoding (spec section 7). */
import { endpoint } from '../endpoint';
import { geocodeReverseQuerySchema, geocodeSearchQuerySchema, type GeocodeResponse } from '../geocoding';

/** Places in Turkey matching a text, nearest the searcher first. */
export const geocodeSearch = /* @__PURE__ */ endpoint<GeocodeResponse>()({
  method: 'GET',
  path: '/private/geocode/search',
  query: geocodeSearchQuerySchema,
});

/** The place at (or nearest to) a point. */
export const geocodeReverse = /* @__PURE__ */ endpoint<GeocodeResponse>()({
  method: 'GET',
  path: '/private/geocode/reverse',
  query: geocodeReverseQuerySchema,
});
