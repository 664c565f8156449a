/** PUT /private/event/{id}/decline-request/{requestId}: the host declines a pending request. */
import { requestDeclinedMessage } from '../../contracts/requests';
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { decideRequest } from '../host-decision';
import { declineRequest } from '../requests-table';

export const handler = httpRoute(api.declineJoinRequest, async ({ params, userId }) => ({
  body: await decideRequest(params, userId, declineRequest, requestDeclinedMessage),
}));
