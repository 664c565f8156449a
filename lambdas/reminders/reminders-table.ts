/**
 * The reminder item (`EVENT#<id>/REMINDER#<h>h#<startsAt>`, lambdas/platform/keys.ts): written once per event,
 * offset and start, in one transaction with a check that the event is still published and still starts then. The
 * notifier fans each new item out to the host and the participants of that moment.
 */
import { tableName } from '../platform/table';
import { reminderKey } from '../platform/keys';
import { transactWithRetries } from '../platform/transactions';
import { eventKey } from '../events/keys';
import type { ReminderJobPayload } from './reminders';

export interface ReminderItem extends ReminderJobPayload {
  createdAt: string;
}

export type ReminderOutcome = 'written' | 'already-written' | 'event-changed';

export async function writeReminder(payload: ReminderJobPayload, at: Date): Promise<ReminderOutcome> {
  const { eventId, hoursBefore, startsAt } = payload;
  const item: ReminderItem = { eventId, hoursBefore, startsAt, createdAt: at.toISOString() };
  const failure = await transactWithRetries({
    reminder: {
      Put: {
        TableName: tableName,
        Item: { ...reminderKey(eventId, hoursBefore, startsAt), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    // A cancellation or an edit of the time racing the job: one of the two is first, never both.
    event: {
      ConditionCheck: {
        TableName: tableName,
        Key: eventKey(eventId),
        ConditionExpression: '#state = :published AND startsAt = :startsAt',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':published': 'published', ':startsAt': startsAt },
      },
    },
  });
  if (!failure) return 'written';
  if (failure.conditionFailed('reminder')) return 'already-written';
  if (failure.conditionFailed('event')) return 'event-changed';
  throw new Error(`Reminder cancelled: ${failure.summary}`);
}
