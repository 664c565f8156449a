/**
 * POST /private/event: the wizard's submit. Publishing costs 1 token, a draft nothing; a replay changes nothing. Only
 * an adult hosts, a draft included (lambdas/profile/age.ts).
 */
import { randomUUID } from 'node:crypto';
import { eventCreatedMessage, startsInFuture } from '../../contracts/events';
import { refusal } from '../../platform/errors';
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { newEventRecord, toCard } from '../events';
import { createEvent, getEvent } from '../events-table';
import { hostSnapshot } from '../host-snapshot';
import { eventRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { featuredUntilFor } from '../../tokens/priority-listing';
import { scheduleCompletion } from '../../attendance/completion-schedule';
import { scheduleReminders } from '../../reminders/reminder-schedule';

export const handler = httpRoute(api.createEvent, async ({ body, userId }) => {
  const now = clock.now();
  const [host, featuredUntil] = await Promise.all([hostSnapshot(userId, now), featuredUntilFor(userId, now)]);
  const created = newEventRecord(randomUUID(), body, host, now);
  // A draft is featured from when it goes live, by what its host holds then.
  const event = created.state === 'published' && featuredUntil ? { ...created, featuredUntil } : created;
  if (event.state === 'published' && !startsInFuture(event.startsAt, now)) {
    throw refusal(400, eventRefusals, 'START_IN_PAST');
  }
  const outcome = await createEvent(event, body.idempotencyKey);
  if (outcome.status === 'insufficient-tokens') {
    throw refusal(409, eventRefusals, 'INSUFFICIENT_TOKENS');
  }
  const saved = outcome.status === 'created' ? outcome.event : await getEvent(outcome.eventId);
  if (!saved) throw new Error(`Idempotency claim points at a missing event ${outcome.status}`);
  // A replay schedules too: the first attempt may have failed between its write and its schedules.
  await Promise.all([scheduleCompletion(saved), scheduleReminders(saved, now)]);
  return {
    statusCode: outcome.status === 'created' ? 201 : 200,
    body: {
      message: saved.state === 'draft' ? 'Taslak kaydedildi.' : eventCreatedMessage,
      event: toCard(saved, now),
    },
  };
});
