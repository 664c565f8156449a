/**
 * What a removal does after its decision, from the stream: the report's case closed with `remove-content` arrives,
 * and an event is cancelled then (lambdas/events/events-table.ts `removeEvent`: a cancel reads and counts the
 * event's members, so it cannot ride in the decision's transaction), and a removed message leaves the two parties'
 * inboxes where it was their thread's last (the message itself went in the decision's transaction). Both are
 * repeatable, so a redelivered record changes nothing.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { getEvent, removeEvent } from '../events/events-table';
import { hideRemovedMessageInInboxes } from '../messages/messages-table';
import { logger } from '../platform/logger';
import { casePartitionPrefix } from './keys';

const id = z.object({ S: z.string().check(z.minLength(1)) });

const removalImageSchema = z.object({
  closedAt: id,
  reportedContent: z.object({
    M: z.object({
      target: z.object({
        M: z.object({
          kind: z.object({ S: z.enum(['event', 'message']) }),
          eventId: id,
          threadUserId: z.optional(id),
          sentAt: z.optional(id),
        }),
      }),
    }),
  }),
});

export const isCaseRecord = (record: DynamoDBRecord) =>
  record.dynamodb?.Keys?.pk?.S?.startsWith(casePartitionPrefix) ?? false;

export async function carryOutRemoval(record: DynamoDBRecord): Promise<void> {
  const image = removalImageSchema.parse(record.dynamodb?.NewImage);
  const target = image.reportedContent.M.target.M;
  const eventId = target.eventId.S;
  if (target.kind.S === 'event') {
    const outcome = await removeEvent(eventId, image.closedAt.S);
    logger.info('Reported event removed', { eventId, outcome });
    return;
  }
  if (!target.threadUserId || !target.sentAt) throw new Error('A removed message names no thread');
  const event = await getEvent(eventId);
  await hideRemovedMessageInInboxes({
    eventId,
    requesterId: target.threadUserId.S,
    hostId: event?.hostId,
    sentAt: target.sentAt.S,
  });
}
