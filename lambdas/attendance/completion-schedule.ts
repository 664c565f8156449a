/**
 * An event's two one-time schedules (complete-event at its end, close-attendance 48 hours later), named after the
 * event: made when it goes live, moved when an edit changes its time, removed when it is cancelled. The events
 * feature calls these after its own writes; the jobs check the event again when they run, so a schedule left over
 * (a failed delete, a cancelled event) changes nothing.
 */
import { cancelSchedule, scheduleOnce } from '../platform/schedules';
import type { EventRecord } from '../events/event-record';
import {
  attendanceClosesAt,
  closeScheduleName,
  completeScheduleName,
  eventEndsAt,
  type CompletionJobPayload,
} from './completion';
import { closeAttendanceJob, completeEventJob } from './routes';

/** Schedules both jobs for a published event; a second call for the same end leaves the schedules as they are. */
export async function scheduleCompletion(event: EventRecord): Promise<void> {
  const endsAt = eventEndsAt(event);
  if (event.state !== 'published' || !endsAt) return;
  const payload: CompletionJobPayload = { eventId: event.id, endsAt };
  await Promise.all([
    scheduleOnce({
      job: completeEventJob,
      name: completeScheduleName(event.id),
      at: new Date(endsAt),
      payload,
    }),
    scheduleOnce({
      job: closeAttendanceJob,
      name: closeScheduleName(event.id),
      at: new Date(attendanceClosesAt(endsAt)),
      payload,
    }),
  ]);
}

export async function cancelCompletion(eventId: string): Promise<void> {
  await Promise.all([
    cancelSchedule({ job: completeEventJob, name: completeScheduleName(eventId) }),
    cancelSchedule({ job: closeAttendanceJob, name: closeScheduleName(eventId) }),
  ]);
}

/**
 * After an edit of a published event: its schedules follow the new end. A schedule cannot be created twice under
 * one name, so the old one goes first. When the end moved, or the edit named the time again (a retry of an edit
 * whose first attempt moved the event but failed to move its schedules).
 */
export async function moveCompletion(
  before: EventRecord,
  after: EventRecord,
  timeNamed: boolean,
): Promise<void> {
  if (after.state !== 'published') return;
  if (!timeNamed && eventEndsAt(before) === eventEndsAt(after)) return;
  await cancelCompletion(after.id);
  await scheduleCompletion(after);
}
