/**
 * One-time job 48 hours after an event's end (schedule `close-attendance-<eventId>`): sets `attendanceClosedAt`, so
 * the host's marks are final. Idempotent like complete-event.
 */
import type { Context } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { getEvent } from '../../events/events-table';
import { attendanceClosesAt, closingDecision, completionPayload } from '../completion';
import { closeAttendance } from '../completion-table';

export async function handler(input: unknown, context: Context): Promise<void> {
  logger.addContext(context);
  const payload = completionPayload(input);
  const event = await getEvent(payload.eventId);
  const decision = closingDecision(event, payload, clock.now());
  const closed =
    decision === 'close' &&
    (await closeAttendance(payload.eventId, payload.endsAt, attendanceClosesAt(payload.endsAt)));
  logger.info(closed ? 'Attendance closed' : 'Attendance not closed', { eventId: payload.eventId, decision });
}
