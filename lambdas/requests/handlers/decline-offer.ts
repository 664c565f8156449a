/** PUT /private/event/{id}/waitlist/decline: the offered requester lets the place go; the next in line gets it. */
import { offerDeclinedMessage } from '../../contracts/requests';
import type { MessageAnswer } from '../../contracts/endpoint';
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { clock } from '../../platform/clock';
import { leave } from '../places-table';
import { cancelOfferExpiry } from '../offer-schedules';
import { ownRequest, settled } from '../participation';

export const handler = httpRoute(api.declineOffer, async ({ params, userId }) => {
  const { event, request } = await ownRequest(params.id, userId, ['offered'], 'NO_OFFER');
  settled(await leave(event, request, clock.now()), 'NO_OFFER');
  await cancelOfferExpiry(event.id, userId);
  const body: MessageAnswer = { message: offerDeclinedMessage };
  return { body };
});
