/**
 * Each offer's expiry, a one-time schedule named after the offer (lambdas/platform/schedules.ts): created from the
 * stream once the offer is written (handlers/schedule-offer-expiries.ts), removed when the offer is taken, let go,
 * or its event cancelled. A schedule that runs anyway finds the request no longer offered and changes nothing.
 */
import { cancelSchedule, scheduleOnce } from '../platform/schedules';
import { eventRequestsWithStatus } from './requests-table';
import { expireOfferJob } from './routes';
import { expireOfferScheduleName } from './waitlist';

/** What the expiry job is run with. */
export interface OfferExpiryPayload {
  eventId: string;
  requesterId: string;
}

export function scheduleOfferExpiry(offer: OfferExpiryPayload & { offerExpiresAt: string }): Promise<void> {
  const { eventId, requesterId } = offer;
  const payload: OfferExpiryPayload = { eventId, requesterId };
  return scheduleOnce({
    job: expireOfferJob,
    name: expireOfferScheduleName(eventId, requesterId),
    at: new Date(offer.offerExpiresAt),
    payload,
  });
}

export function cancelOfferExpiry(eventId: string, requesterId: string): Promise<void> {
  return cancelSchedule({ job: expireOfferJob, name: expireOfferScheduleName(eventId, requesterId) });
}

/** A cancelled event's open offers no longer expire into offers to the next in line. */
export async function cancelOfferExpiries(eventId: string): Promise<void> {
  const offered = await eventRequestsWithStatus(eventId, ['offered']);
  await Promise.all(offered.map((request) => cancelOfferExpiry(eventId, request.requesterId)));
}
