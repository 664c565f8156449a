/** GET /private/events/online: listed online events, every filter of the online dashboard. */
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { listOnline } from '../discovery';
import { clock } from '../../platform/clock';

export const handler = httpRoute(api.listOnlineEvents, async ({ query, userId }) => ({
  body: await listOnline(query, userId, clock.now()),
}));
