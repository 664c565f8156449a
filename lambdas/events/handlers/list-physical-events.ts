/** GET /private/events/physical: listed in-person events, every filter of the physical dashboard. */
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { listPhysical } from '../discovery';
import { clock } from '../../platform/clock';

export const handler = httpRoute(api.listPhysicalEvents, async ({ query, userId }) => ({
  body: await listPhysical(query, userId, clock.now()),
}));
