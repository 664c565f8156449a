/**
 * What accept and decline share: the host's event (403 for anyone else), the pending request, and the
 * outcome turned into the answer or a clear refusal.
 */
import { requestAcceptedMessage, waitlistedMessage, type RequestDecisionAnswer } from '../contracts/requests';
import { refusal } from '../platform/errors';
import { getEvent } from '../events/events-table';
import { hostedEvent } from '../events/hosted-event';
import type { EventRecord } from '../events/event-record';
import type { JoinRequestRecord } from './request-record';
import { getJoinRequest, type DecisionOutcome } from './requests-table';
import { acceptRequest, lineOf } from './places-table';
import { positionIn } from './waitlist';
import { decisionRefusals } from '../contracts/refusals';
import { clock } from '../platform/clock';

const requestNotFound = () => refusal(404, decisionRefusals, 'REQUEST_NOT_FOUND');
const notPending = () => refusal(409, decisionRefusals, 'NOT_PENDING');

async function pendingRequest(params: { id: string; requestId: string }, userId: string) {
  const event = await hostedEvent(params.id, userId);
  const request = await getJoinRequest(event.id, params.requestId);
  if (!request) throw requestNotFound();
  if (request.status !== 'pending') throw notPending();
  return { event, request };
}

export async function decideRequest(
  params: { id: string; requestId: string },
  userId: string,
  decide: (event: EventRecord, request: JoinRequestRecord, now: Date) => Promise<DecisionOutcome>,
  successMessage: string,
): Promise<RequestDecisionAnswer> {
  const { event, request } = await pendingRequest(params, userId);
  const outcome = await decide(event, request, clock.now());
  if (outcome === 'not-pending') throw notPending();
  const after = (await getEvent(event.id)) ?? event;
  if (outcome === 'event-unavailable') throw refusal(409, decisionRefusals, 'EVENT_CLOSED');
  return {
    message: successMessage,
    participants: { current: after.participantCount, max: after.maxParticipants },
  };
}

/** Accepting: a participant, or, when the event is full, in line with the place in line in the answer. */
export async function acceptDecision(
  params: { id: string; requestId: string },
  userId: string,
): Promise<RequestDecisionAnswer> {
  const { event, request } = await pendingRequest(params, userId);
  const outcome = await acceptRequest(event, request, clock.now());
  if (outcome.status === 'refused') throw notPending();
  if (outcome.status === 'event-unavailable') throw refusal(409, decisionRefusals, 'EVENT_CLOSED');
  const participants = { current: outcome.counts.participantCount, max: outcome.counts.maxParticipants };
  const stored = await getJoinRequest(event.id, request.requesterId);
  if (stored?.status !== 'waitlisted') return { message: requestAcceptedMessage, participants };
  const position = positionIn(await lineOf(event.id), request.requesterId) ?? outcome.counts.waitlistCount;
  return { message: waitlistedMessage(position), participants, waitlistPosition: position };
}
