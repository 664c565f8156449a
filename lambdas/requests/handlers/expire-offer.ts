/**
 * The one-time job of an offer's deadline (offer-schedules.ts): the offer still open is let go and the place
 * offered to the next in line, whose own expiry the stream then schedules (schedule-offer-expiries.ts). An offer taken or let go meanwhile is left
 * as it is, so a late or repeated run changes nothing.
 */
import * as z from 'zod/mini';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { getEvent } from '../../events/events-table';
import { expireOffer } from '../places-table';
import { getJoinRequest } from '../requests-table';

const payloadSchema = z.object({ eventId: z.string(), requesterId: z.string() });

export async function handler(payload: unknown): Promise<void> {
  const { eventId, requesterId } = payloadSchema.parse(payload);
  const now = clock.now();
  const [event, request] = await Promise.all([getEvent(eventId), getJoinRequest(eventId, requesterId)]);
  if (!event || request?.status !== 'offered') return;
  if (request.offerExpiresAt && request.offerExpiresAt > now.toISOString()) {
    // Run before its time: failing lets the scheduler's retry come back once it is due.
    throw new Error(`Offer of ${eventId} not due until ${request.offerExpiresAt}`);
  }
  const outcome = await expireOffer(event, request, now);
  if (outcome.status !== 'done') {
    logger.info('Offer not expired: it changed meanwhile', { eventId, outcome: outcome.status });
  }
}
