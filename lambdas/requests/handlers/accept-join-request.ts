/**
 * PUT /private/event/{id}/accept-request/{requestId}: the host accepts a pending request; the requester
 * becomes a participant. One transaction that can never pass maxParticipants (requests-table.ts).
 */
import { requestAcceptedMessage } from '../../contracts/requests';
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { decideRequest } from '../host-decision';
import { acceptRequest } from '../requests-table';

export const handler = httpRoute(api.acceptJoinRequest, async ({ params, userId }) => ({
  body: await decideRequest(params, userId, acceptRequest, requestAcceptedMessage),
}));
