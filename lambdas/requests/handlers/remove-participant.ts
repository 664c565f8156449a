/**
 * PUT /private/event/{id}/participants/{userId}/remove {reason}: the host removes a participant of an upcoming
 * event; the participant reads the reason on the event and in My Events. The place is offered to the first in line
 * in the same transaction.
 */
import { removedMessage, type RequestDecisionAnswer } from '../../contracts/requests';
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { clock } from '../../platform/clock';
import { hostedEvent } from '../../events/hosted-event';
import { removeParticipant } from '../places-table';
import { getJoinRequest } from '../requests-table';
import { participationRefused, settled } from '../participation';

export const handler = httpRoute(api.removeParticipant, async ({ params, body, userId }) => {
  const event = await hostedEvent(params.id, userId);
  if (params.userId === userId) throw participationRefused('HOST_CANNOT_LEAVE');
  const request = await getJoinRequest(event.id, params.userId);
  if (request?.status !== 'accepted') throw participationRefused('PARTICIPANT_NOT_FOUND');
  const counts = settled(
    await removeParticipant(event, request, body.reason, clock.now()),
    'PARTICIPANT_NOT_FOUND',
  );
  const answer: RequestDecisionAnswer = {
    message: removedMessage,
    participants: { current: counts.participantCount, max: counts.maxParticipants },
  };
  return { body: answer };
});
