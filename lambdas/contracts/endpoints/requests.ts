/** The requests feature's endpoints: asking to join, the host's decisions, leaving, removal and the waitlist. */
import { endpoint, type MessageAnswer } from '../endpoint';
import { eventIdParamsSchema } from '../event-schemas';
import {
  joinRequestCreateSchema,
  participantParamsSchema,
  removalSchema,
  requestDecisionParamsSchema,
  type WaitlistEntry,
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

/** A participant leaves an upcoming event (or a waitlisted requester leaves the line); the place is offered on. */
export const leaveEvent = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'DELETE',
  path: '/private/event/{id}/participation',
  params: eventIdParamsSchema,
});

/** The host removes a participant from an upcoming event, with a reason the participant reads. */
export const removeParticipant = /* @__PURE__ */ endpoint<RequestDecisionAnswer>()({
  method: 'PUT',
  path: '/private/event/{id}/participants/{userId}/remove',
  params: participantParamsSchema,
  body: removalSchema,
});

/** The first in line takes the place held for them. */
export const confirmOffer = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'PUT',
  path: '/private/event/{id}/waitlist/confirm',
  params: eventIdParamsSchema,
});

/** The first in line lets the held place go; it is offered to the next. */
export const declineOffer = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'PUT',
  path: '/private/event/{id}/waitlist/decline',
  params: eventIdParamsSchema,
});

/** The host's waitlist: who holds an offer and until when, then the line in order. */
export const listWaitlist = /* @__PURE__ */ endpoint<WaitlistEntry[]>()({
  method: 'GET',
  path: '/private/event/{id}/waitlist',
  params: eventIdParamsSchema,
});
