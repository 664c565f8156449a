/**
 * When an event is completed, and what its one-time jobs carry: an event completes at its end (start + duration);
 * attendance closes 48 hours later. A job carries the end it was scheduled for, so a schedule left behind by an
 * edit that moved the time (a lost delete, two edits racing) finds the end changed and does nothing.
 */
import { markingWindowHours } from '../contracts/attendance';
import type { EventRecord } from '../events/event-record';
import type { ResourceAccess } from '../access';

/** The payload of complete-event and close-attendance. */
export interface CompletionJobPayload {
  eventId: string;
  /** the end the schedule was made for (ISO) */
  endsAt: string;
}

/** A job's event as the schedule sent it; anything else is a fault of ours, and fails the run loudly. */
export function completionPayload(event: unknown): CompletionJobPayload {
  const { eventId, endsAt } = (event ?? {}) as Partial<Record<keyof CompletionJobPayload, unknown>>;
  if (typeof eventId !== 'string' || typeof endsAt !== 'string' || Number.isNaN(Date.parse(endsAt))) {
    throw new Error('A completion job was sent no {eventId, endsAt}');
  }
  return { eventId, endsAt };
}

/** The event's end, or null for one without a start or a duration (a draft). */
export function eventEndsAt(event: Pick<EventRecord, 'startsAt' | 'durationMinutes'>): string | null {
  if (!event.startsAt || event.durationMinutes === null) return null;
  return new Date(Date.parse(event.startsAt) + event.durationMinutes * 60_000).toISOString();
}

export function attendanceClosesAt(endsAt: string): string {
  return new Date(Date.parse(endsAt) + markingWindowHours * 3_600_000).toISOString();
}

export const completeScheduleName = (eventId: string) => `complete-event-${eventId}`;
export const closeScheduleName = (eventId: string) => `close-attendance-${eventId}`;

export type CompletionDecision = 'complete' | 'not-live' | 'already-completed' | 'stale' | 'not-ended';

/** Whether the complete-event job should mark this event now. */
export function completionDecision(
  event: EventRecord | undefined,
  payload: CompletionJobPayload,
  now: Date,
): CompletionDecision {
  if (!event || event.state !== 'published') return 'not-live';
  if (event.completedAt) return 'already-completed';
  const endsAt = eventEndsAt(event);
  if (endsAt !== payload.endsAt) return 'stale';
  if (now.getTime() < Date.parse(endsAt)) return 'not-ended';
  return 'complete';
}

export type ClosingDecision = 'close' | 'not-completed' | 'already-closed' | 'stale' | 'not-due';

/** Whether the close-attendance job should close this event's marking now. */
export function closingDecision(
  event: EventRecord | undefined,
  payload: CompletionJobPayload,
  now: Date,
): ClosingDecision {
  if (!event?.completedAt) return 'not-completed';
  if (event.attendanceClosedAt) return 'already-closed';
  if (event.completedAt !== payload.endsAt) return 'stale';
  if (now.getTime() < Date.parse(attendanceClosesAt(payload.endsAt))) return 'not-due';
  return 'close';
}

/** What the events feature's routes need beside their own access to schedule, move or remove a completion. */
export const completionSchedulingAccess = {
  schedule: ['schedules:create'],
  move: ['schedules:create', 'schedules:delete'],
  cancel: ['schedules:delete'],
} as const satisfies Record<string, readonly ResourceAccess[]>;
