/** GET /private/events/online: listed online events, every filter of the online dashboard. */
import { onlineListQuerySchema } from '../../contracts/events';
import { httpRoute } from '../../platform/route';
import { listOnline } from '../discovery';

export const handler = httpRoute({ query: onlineListQuerySchema }, async ({ query }) => ({
  body: await listOnline(query, new Date()),
}));
