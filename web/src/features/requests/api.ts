/**
 * The join requests feature's calls, through the shell's API client (token, timeout, 401 retry). Nothing polls: a
 * new request, its screening and a participant leaving reach the host's open tab as a live update (lib/live/),
 * which reads the lists again.
 */
import * as api from '@contracts/endpoints/requests';
import type { MessageAnswer } from '@contracts/endpoint';
import type {
  JoinRequestAnswer,
  JoinRequestCreate,
  Removal,
  RequestDecisionAnswer,
} from '@contracts/requests';
import { callApi } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

/** The host's pending requests for one event, oldest first. */
export function useReceivedRequests(eventId: string) {
  return useApi(api.listJoinRequests, { params: { id: eventId } }, { quiet: true });
}

export function sendJoinRequest(body: JoinRequestCreate): Promise<JoinRequestAnswer> {
  return callApi(api.createJoinRequest, { body });
}

export type Decision = 'accept' | 'decline';

/** `requestId` is the requester's user id. */
export function decideRequest(
  decision: Decision,
  eventId: string,
  requestId: string,
): Promise<RequestDecisionAnswer> {
  const endpoint = decision === 'accept' ? api.acceptJoinRequest : api.declineJoinRequest;
  return callApi(endpoint, { params: { id: eventId, requestId } });
}

/**
 * The host's waitlist: offers with their deadlines, then the line. Read again on a live update, like the pending
 * list.
 */
export function useWaitlist(eventId: string) {
  return useApi(api.listWaitlist, { params: { id: eventId } }, { quiet: true });
}

/** Leaving the event (a participant), the line (waitlisted) or the held place (offered). */
export function leaveEvent(eventId: string): Promise<MessageAnswer> {
  return callApi(api.leaveEvent, { params: { id: eventId } });
}

export type OfferAnswer = 'confirm' | 'decline';

export function answerOffer(answer: OfferAnswer, eventId: string): Promise<MessageAnswer> {
  return callApi(answer === 'confirm' ? api.confirmOffer : api.declineOffer, { params: { id: eventId } });
}

export function removeParticipant(
  eventId: string,
  userId: string,
  body: Removal,
): Promise<RequestDecisionAnswer> {
  return callApi(api.removeParticipant, { params: { id: eventId, userId }, body });
}
