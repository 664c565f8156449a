/**
 * An event a moderator removed: the event report's case closed with `remove-content` arrives on the stream, and
 * the event is cancelled then (lambdas/events/events-table.ts `removeEvent`), outside the decision's transaction
 * because a cancel reads and counts the event's members. Repeatable, so a redelivered record changes nothing.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { removeEvent } from '../events/events-table';
import { logger } from '../platform/logger';
import { casePartitionPrefix } from './keys';

const id = z.object({ S: z.string().check(z.minLength(1)) });

const removedEventImageSchema = z.object({
  closedAt: id,
  reportedContent: z.object({ M: z.object({ target: z.object({ M: z.object({ eventId: id }) }) }) }),
});

export const isCaseRecord = (record: DynamoDBRecord) =>
  record.dynamodb?.Keys?.pk?.S?.startsWith(casePartitionPrefix) ?? false;

export async function removeReportedEvent(record: DynamoDBRecord): Promise<void> {
  const image = removedEventImageSchema.parse(record.dynamodb?.NewImage);
  const eventId = image.reportedContent.M.target.M.eventId.S;
  const outcome = await removeEvent(eventId, image.closedAt.S);
  logger.info('Reported event removed', { eventId, outcome });
}
