/** GET /private/geocode/reverse?lng=&lat=: the place at (or nearest to) a point. */
import { geocodeReverseQuerySchema } from '../../contracts/geocoding';
import { geocoder } from '../geocoder';
import { httpRoute } from '../../platform/route';

export const handler = httpRoute({ query: geocodeReverseQuerySchema }, async ({ query }) => ({
  body: await geocoder.reverse(query),
}));
