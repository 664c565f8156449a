/**
 * An event's reminder schedules (`remind-24h-<eventId>`, `remind-1h-<eventId>`): made when it goes live, moved
 * when an edit changes its start, removed when it is cancelled. The events feature calls these after its own
 * writes; the job checks the event again when it runs, so a schedule left over changes nothing.
 */
import { clock } from '../platform/clock';
import { cancelSchedule, scheduleOnce } from '../platform/schedules';
import type { EventRecord } from '../events/event-record';
import { plannedReminders, reminderOffsets, reminderScheduleName } from './reminders';
import { sendReminderJob } from './routes';

/** Schedules the reminders still ahead; a second call for the same start leaves the schedules as they are. */
export async function scheduleReminders(event: EventRecord, now = clock.now()): Promise<void> {
  await Promise.all(
    plannedReminders(event, now).map(({ name, at, payload }) =>
      scheduleOnce({ job: sendReminderJob, name, at, payload }),
    ),
  );
}

export async function cancelReminders(eventId: string): Promise<void> {
  await Promise.all(
    reminderOffsets.map((hoursBefore) =>
      cancelSchedule({ job: sendReminderJob, name: reminderScheduleName(eventId, hoursBefore) }),
    ),
  );
}

/**
 * After an edit of a published event: its reminders follow the new start. A schedule cannot be created twice under
 * one name, so the old ones go first. When the start moved, or the edit named the time again (a retry of an edit
 * whose first attempt moved the event but failed to move its schedules).
 */
export async function moveReminders(
  before: EventRecord,
  after: EventRecord,
  timeNamed: boolean,
  now = clock.now(),
): Promise<void> {
  if (after.state !== 'published') return;
  if (!timeNamed && before.startsAt === after.startsAt) return;
  await cancelReminders(after.id);
  await scheduleReminders(after, now);
}
