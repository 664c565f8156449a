/** PUT /private/event/{id}/decline-request/{requestId}: the host declines a pending request. */
import { requestDeclinedMessage, requestDecisionParamsSchema } from '../../contracts/requests';
import { httpRoute } from '../../platform/route';
import { decideRequest } from '../host-decision';
import { declineRequest } from '../requests-table';

export const handler = httpRoute(
  { pathParameters: requestDecisionParamsSchema },
  async ({ params, userId }) => ({
    body: await decideRequest(params, userId, declineRequest, requestDeclinedMessage),
  }),
);
