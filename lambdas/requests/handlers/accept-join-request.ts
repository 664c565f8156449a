/**
 * PUT /private/event/{id}/accept-request/{requestId}: the host accepts a pending request; the requester becomes a
 * participant, or joins the waitlist when the event is full. One transaction that can never pass maxParticipants
 * (places-table.ts).
 */
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { acceptDecision } from '../host-decision';

export const handler = httpRoute(api.acceptJoinRequest, async ({ params, userId }) => ({
  body: await acceptDecision(params, userId),
}));
