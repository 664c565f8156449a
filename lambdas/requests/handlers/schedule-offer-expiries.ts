/**
 * Each new offer's expiry, scheduled from the table's stream (`offerExpiryScheduler` in lambdas/requests/routes.ts,
 * filtered to requests modified into `offered`), whatever wrote the offer: a leave, a removal, an offer let go or
 * expired, an accept. The expiry job itself cannot schedule (a one-time job naming its own function), and a route
 * that stopped between its transaction and the schedule would leave the offer open: the stream retries instead. A
 * redelivered record meets the schedule already there (ConflictException) and changes nothing.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { streamHandler } from '../../platform/stream-handler';
import { scheduleOfferExpiry } from '../offer-schedules';

const offeredImage = z.object({
  eventId: z.object({ S: z.string() }),
  requesterId: z.object({ S: z.string() }),
  status: z.object({ S: z.literal('offered') }),
  offerExpiresAt: z.object({ S: z.string() }),
});

async function scheduleRecord(record: DynamoDBRecord): Promise<void> {
  const image = offeredImage.safeParse(record.dynamodb?.NewImage);
  // Only the change into `offered` makes an offer; anything else the filter let through is not one.
  if (!image.success || record.dynamodb?.OldImage?.status?.S === 'offered') return;
  const { eventId, requesterId, offerExpiresAt } = image.data;
  await scheduleOfferExpiry({
    eventId: eventId.S,
    requesterId: requesterId.S,
    offerExpiresAt: offerExpiresAt.S,
  });
}

export const handler = streamHandler(scheduleRecord);
