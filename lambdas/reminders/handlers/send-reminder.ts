/**
 * One-time job 24 hours and 1 hour before an event's start (schedules `remind-24h-<eventId>`, `remind-1h-<eventId>`):
 * writes the reminder item, which the notifier turns into notifications and e-mails. Idempotent: a second run, a
 * cancelled event or a schedule whose start an edit moved since changes nothing.
 */
import type { Context } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { getEvent } from '../../events/events-table';
import { reminderDecision, reminderPayload } from '../reminders';
import { writeReminder } from '../reminders-table';

export async function handler(input: unknown, context: Context): Promise<void> {
  logger.addContext(context);
  const payload = reminderPayload(input);
  const now = clock.now();
  const decision = reminderDecision(await getEvent(payload.eventId), payload, now);
  if (decision !== 'remind') {
    logger.info('Reminder not written', { ...payload, decision });
    return;
  }
  const outcome = await writeReminder(payload, now);
  logger.info(outcome === 'written' ? 'Reminder written' : 'Reminder not written', { ...payload, outcome });
}
