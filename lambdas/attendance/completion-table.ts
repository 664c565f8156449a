/**
 * Completion writes: `completedAt` on the event item together with one more event in each accepted participant's
 * reliability bucket, and later `attendanceClosedAt`. Each appears once (attribute_not_exists), so a repeated job
 * changes nothing, and a stream consumer can react to its first appearance.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/table';
import { transactWithRetries } from '../platform/transactions';
import { eventKey } from '../events/keys';
import type { EventRecord } from '../events/event-record';
import { bucketEventAdd } from './reliability-table';
import { istanbulMonth } from './reliability';

/**
 * Marks the event completed at its end, and counts the event for each participant, in one transaction (at most 20
 * members, well under its 100 items). The condition also pins the start and duration that gave `endsAt`, so an edit
 * racing the job cannot leave the mark on a moved event. False when a condition refused.
 */
export async function completeEvent(
  event: EventRecord,
  endsAt: string,
  participantIds: readonly string[],
): Promise<boolean> {
  const month = istanbulMonth(new Date(endsAt));
  const failure = await transactWithRetries({
    event: {
      Update: {
        TableName: tableName,
        Key: eventKey(event.id),
        UpdateExpression: 'SET completedAt = :endsAt',
        ConditionExpression:
          '#state = :published AND attribute_not_exists(completedAt) AND startsAt = :startsAt AND durationMinutes = :duration',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':endsAt': endsAt,
          ':published': 'published',
          ':startsAt': event.startsAt,
          ':duration': event.durationMinutes,
        },
      },
    },
    buckets: participantIds.map((userId) => bucketEventAdd(userId, month)),
  });
  if (!failure) return true;
  if (failure.conditionFailed('event')) return false;
  throw new Error(`Completion cancelled: ${failure.summary}`);
}

/** The host's marks become final. False when it was closed already or the event is not the completed one. */
export async function closeAttendance(eventId: string, endsAt: string, closedAt: string): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: eventKey(eventId),
        UpdateExpression: 'SET attendanceClosedAt = :closedAt',
        ConditionExpression: 'completedAt = :endsAt AND attribute_not_exists(attendanceClosedAt)',
        ExpressionAttributeValues: { ':endsAt': endsAt, ':closedAt': closedAt },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
