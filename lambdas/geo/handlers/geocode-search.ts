/** GET /private/geocode/search?q=&limit=&proximity=: places in Turkey matching a text. */
import { geocodeSearchQuerySchema } from '../../contracts/geocoding';
import { geocoder } from '../geocoder';
import { httpRoute } from '../../platform/route';

export const handler = httpRoute({ query: geocodeSearchQuerySchema }, async ({ query }) => ({
  body: await geocoder.search(query),
}));
