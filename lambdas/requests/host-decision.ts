/**
 * What accept and decline share: the host's event (403 for anyone else), the pending request, and the
 * outcome turned into the answer or a clear refusal.
 */
import { type RequestDecisionAnswer } from '../contracts/requests';
import { refusal } from '../platform/errors';
import { getEvent } from '../events/events-table';
import { hostedEvent } from '../events/hosted-event';
import type { EventRecord } from '../events/event-record';
import type { JoinRequestRecord } from './request-record';
import { getJoinRequest, type DecisionOutcome } from './requests-table';
import { decisionRefusals } from '../contracts/refusals';
import { clock } from '../platform/clock';

const requestNotFound = () => refusal(404, decisionRefusals, 'REQUEST_NOT_FOUND');

export async function decideRequest(
  params: { id: string; requestId: string },
  userId: string,
  decide: (event: EventRecord, request: JoinRequestRecord, now: Date) => Promise<DecisionOutcome>,
  successMessage: string,
): Promise<RequestDecisionAnswer> {
  const event = await hostedEvent(params.id, userId);
  const request = await getJoinRequest(event.id, params.requestId);
  if (!request) throw requestNotFound();
  if (request.status !== 'pending') throw refusal(409, decisionRefusals, 'NOT_PENDING');
  const outcome = await decide(event, request, clock.now());
  if (outcome === 'not-pending') throw refusal(409, decisionRefusals, 'NOT_PENDING');
  const after = (await getEvent(event.id)) ?? event;
  if (outcome === 'event-unavailable') {
    if (after.participantCount >= after.maxParticipants) {
      throw refusal(409, decisionRefusals, 'EVENT_FULL');
    }
    throw refusal(409, decisionRefusals, 'EVENT_CLOSED');
  }
  return {
    message: successMessage,
    participants: { current: after.participantCount, max: after.maxParticipants },
  };
}
