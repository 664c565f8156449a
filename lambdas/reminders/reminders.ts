/**
 * When an event is reminded, and what the reminder job carries: 24 hours and 1 hour before its start. A job carries
 * the start it was scheduled for, so a schedule left behind by an edit that moved the time finds the start changed
 * and writes nothing; the reminder item's key holds that start (lambdas/platform/keys.ts `reminderKey`).
 */
import type { EventRecord } from '../events/event-record';

/** Hours before the start; each is one schedule and, when it runs, one reminder item. */
export const reminderOffsets = [24, 1] as const;
export type HoursBefore = (typeof reminderOffsets)[number];

/** The payload of the send-reminder job. */
export interface ReminderJobPayload {
  eventId: string;
  hoursBefore: HoursBefore;
  /** the start the schedule was made for (ISO) */
  startsAt: string;
}

/** `remind-24h-<eventId>`: one schedule per event and offset (at most 47 characters for a UUID). */
export const reminderScheduleName = (eventId: string, hoursBefore: HoursBefore) =>
  `remind-${hoursBefore}h-${eventId}`;

export function reminderAt(startsAt: string, hoursBefore: HoursBefore): Date {
  return new Date(Date.parse(startsAt) - hoursBefore * 3_600_000);
}

export interface PlannedReminder {
  name: string;
  at: Date;
  payload: ReminderJobPayload;
}

/**
 * The reminders a published event gets, as seen at `now`: one per offset whose moment is still ahead. An event
 * published 5 hours before its start gets only the 1-hour reminder; a draft or a cancelled event gets none.
 */
export function plannedReminders(
  event: Pick<EventRecord, 'id' | 'state' | 'startsAt'>,
  now: Date,
): PlannedReminder[] {
  const { startsAt } = event;
  if (event.state !== 'published' || !startsAt) return [];
  return reminderOffsets
    .map((hoursBefore) => ({
      name: reminderScheduleName(event.id, hoursBefore),
      at: reminderAt(startsAt, hoursBefore),
      payload: { eventId: event.id, hoursBefore, startsAt },
    }))
    .filter((reminder) => reminder.at.getTime() > now.getTime());
}

/** A job's event as the schedule sent it; anything else is a fault of ours, and fails the run loudly. */
export function reminderPayload(event: unknown): ReminderJobPayload {
  const { eventId, hoursBefore, startsAt } = (event ?? {}) as Partial<
    Record<keyof ReminderJobPayload, unknown>
  >;
  if (
    typeof eventId !== 'string' ||
    !reminderOffsets.includes(hoursBefore as HoursBefore) ||
    typeof startsAt !== 'string' ||
    Number.isNaN(Date.parse(startsAt))
  ) {
    throw new Error('A reminder job was sent no {eventId, hoursBefore, startsAt}');
  }
  return { eventId, hoursBefore: hoursBefore as HoursBefore, startsAt };
}

export type ReminderDecision = 'remind' | 'not-live' | 'stale' | 'started';

/**
 * Whether the reminder is still due. A run a little late (a retry) still reminds, but never once the event started:
 * a reminder of something already under way helps nobody.
 */
export function reminderDecision(
  event: Pick<EventRecord, 'state' | 'startsAt'> | undefined,
  payload: ReminderJobPayload,
  now: Date,
): ReminderDecision {
  if (!event || event.state !== 'published') return 'not-live';
  if (event.startsAt !== payload.startsAt) return 'stale';
  if (now.getTime() >= Date.parse(payload.startsAt)) return 'started';
  return 'remind';
}
