/** GET /private/event/{id}/requests: the host's pending requests, oldest first. Anyone else gets 403. */
import type { ReceivedJoinRequest } from '../../contracts/requests';
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { hostedEvent } from '../../events/hosted-event';
import { toReceivedRequest } from '../requests';
import { pendingRequestsOf } from '../requests-table';

export const handler = httpRoute(api.listJoinRequests, async ({ params, userId }) => {
  const event = await hostedEvent(params.id, userId);
  const body: ReceivedJoinRequest[] = (await pendingRequestsOf(event.id)).map(toReceivedRequest);
  return { body };
});
