/**
 * DELETE /private/event/{id}/participation: a participant leaves an upcoming event (a waitlisted requester leaves
 * the line; an offered one lets the place go). The place is offered to the first in line in the same transaction.
 */
import { leftLineMessage, leftMessage, offerDeclinedMessage } from '../../contracts/requests';
import type { MessageAnswer } from '../../contracts/endpoint';
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { clock } from '../../platform/clock';
import { leave } from '../places-table';
import { cancelOfferExpiry } from '../offer-schedules';
import { ownRequest, settled } from '../participation';

const messages = { accepted: leftMessage, waitlisted: leftLineMessage, offered: offerDeclinedMessage };

export const handler = httpRoute(api.leaveEvent, async ({ params, userId }) => {
  const { event, request } = await ownRequest(
    params.id,
    userId,
    ['accepted', 'waitlisted', 'offered'],
    'NOT_A_PARTICIPANT',
  );
  settled(await leave(event, request, clock.now()), 'NOT_A_PARTICIPANT');
  if (request.status === 'offered') await cancelOfferExpiry(event.id, userId);
  const body: MessageAnswer = { message: messages[request.status as keyof typeof messages] };
  return { body };
});
