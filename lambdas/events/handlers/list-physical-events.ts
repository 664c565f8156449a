/** GET /private/events/physical: listed in-person events, every filter of the physical dashboard. */
import { physicalListQuerySchema } from '../../contracts/events';
import { httpRoute } from '../../platform/route';
import { listPhysical } from '../discovery';

export const handler = httpRoute({ query: physicalListQuerySchema }, async ({ query }) => ({
  body: await listPhysical(query, new Date()),
}));
