/** GET /private/geocode/reverse?lng=&lat=: the place at (or nearest to) a point. */
import { geocoder } from '../geocoder';
import * as api from '../../contracts/endpoints/geo';
import { httpRoute } from '../../platform/route';

export const handler = httpRoute(api.geocodeReverse, async ({ query }) => ({
  body: await geocoder.reverse(query),
}));
