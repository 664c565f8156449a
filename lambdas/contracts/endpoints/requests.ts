/** The requests feature's endpoints: asking to join, and the host's decisions. */
import { endpoint } from '../endpoint';
import { eventIdParamsSchema } from '../events';
import {
  joinRequestCreateSchema,
  requestDecisionParamsSchema,
  type JoinRequestAnswer,
  type ReceivedJoinRequest,
  type RequestDecisionAnswer,
} from '../requests';

/** Asks to join an event; the request is screened, then the host decides. */
export const createJoinRequest = /* @__PURE__ */ endpoint<JoinRequestAnswer>()({
  method: 'POST',
  path: '/private/join-request',
  body: joinRequestCreateSchema,
  rateLimit: { limit: 60, windowSeconds: 3600 },
});

/** The host's pending requests, oldest first. */
export const listJoinRequests = /* @__PURE__ */ endpoint<ReceivedJoinRequest[]>()({
  method: 'GET',
  path: '/private/event/{id}/requests',
  params: eventIdParamsSchema,
});

/** The host accepts a pending request; the requester becomes a participant. */
export const acceptJoinRequest = /* @__PURE__ */ endpoint<RequestDecisionAnswer>()({
  method: 'PUT',
  path: '/private/event/{id}/accept-request/{requestId}',
  params: requestDecisionParamsSchema,
});

/** The host declines a pending request. */
export const declineJoinRequest = /* @__PURE__ */ endpoint<RequestDecisionAnswer>()({
  method: 'PUT',
  path: '/private/event/{id}/decline-request/{requestId}',
  params: requestDecisionParamsSchema,
});
