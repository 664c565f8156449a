/**
 * One-time job at an event's end (schedule `complete-event-<eventId>`): sets `completedAt` and counts the event in
 * each accepted participant's reliability bucket, in one transaction. Idempotent: a second run, a cancelled event or
 * a schedule whose end an edit moved since (completion.ts) changes nothing.
 */
import type { Context } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { getEvent } from '../../events/events-table';
import { completionDecision, completionPayload } from '../completion';
import { completeEvent } from '../completion-table';
import { membersOf } from '../attendance-table';

export async function handler(input: unknown, context: Context): Promise<void> {
  logger.addContext(context);
  const payload = completionPayload(input);
  const event = await getEvent(payload.eventId);
  const decision = completionDecision(event, payload, clock.now());
  if (decision !== 'complete' || !event) {
    logger.info('Event not completed', { eventId: payload.eventId, decision });
    return;
  }
  const participants = (await membersOf(event.id)).filter((member) => member.role === 'participant');
  const completed = await completeEvent(
    event,
    payload.endsAt,
    participants.map((member) => member.userId),
  );
  logger.info(completed ? 'Event completed' : 'Event not completed', {
    eventId: event.id,
    participants: participants.length,
    ...(completed ? {} : { decision: 'condition-failed' }),
  });
}
