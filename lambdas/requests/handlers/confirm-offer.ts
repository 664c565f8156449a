/**
 * PUT /private/event/{id}/waitlist/confirm: the offered requester takes the held place before its deadline and
 * becomes a participant (membership and counters as an accept writes them).
 */
import { offerConfirmedMessage } from '../../contracts/requests';
import type { MessageAnswer } from '../../contracts/endpoint';
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { clock } from '../../platform/clock';
import { confirmOffer } from '../places-table';
import { getJoinRequest } from '../requests-table';
import { cancelOfferExpiry } from '../offer-schedules';
import { ownRequest, participationRefused, settled } from '../participation';

export const handler = httpRoute(api.confirmOffer, async ({ params, userId }) => {
  const now = clock.now();
  const { event, request } = await ownRequest(params.id, userId, ['offered', 'left'], 'NO_OFFER');
  if (request.status === 'left')
    throw participationRefused(request.offerExpiredAt ? 'OFFER_EXPIRED' : 'NO_OFFER');
  if (!request.offerExpiresAt || request.offerExpiresAt <= now.toISOString()) {
    throw participationRefused('OFFER_EXPIRED');
  }
  const outcome = await confirmOffer(event, request, now);
  if (outcome.status === 'refused') {
    // Its time ran out or the expiry job let it go between the read and the write.
    const current = await getJoinRequest(event.id, userId);
    throw participationRefused(
      current?.status === 'offered' || current?.offerExpiredAt ? 'OFFER_EXPIRED' : 'NO_OFFER',
    );
  }
  settled(outcome, 'NO_OFFER');
  await cancelOfferExpiry(event.id, userId);
  const body: MessageAnswer = { message: offerConfirmedMessage };
  return { body };
});
