/** GET /private/event/{id}/requests: the host's pending requests, oldest first. Anyone else gets 403. */
import { eventIdParamsSchema } from '../../contracts/events';
import type { ReceivedJoinRequest } from '../../contracts/requests';
import { httpRoute } from '../../platform/route';
import { hostedEvent } from '../../events/hosted-event';
import { toReceivedRequest } from '../requests';
import { pendingRequestsOf } from '../requests-table';

export const handler = httpRoute({ pathParameters: eventIdParamsSchema }, async ({ params, userId }) => {
  const event = await hostedEvent(params.id, userId);
  const body: ReceivedJoinRequest[] = (await pendingRequestsOf(event.id)).map(toReceivedRequest);
  return { body };
});
