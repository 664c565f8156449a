/** GET /private/geocode/search?q=&limit=&proximity=: places in Turkey matching a text. */
import { geocoder } from '../geocoder';
import * as api from '../../contracts/endpoints/geo';
import { httpRoute } from '../../platform/route';

export const handler = httpRoute(api.geocodeSearch, async ({ query }) => ({
  body: await geocoder.search(query),
}));
