/**
 * POST /private/event/{id}/publish: the host's draft goes live, and its token is spent now. Only an adult hosts
 * (lambdas/profile/age.ts).
 */
import { missingFields, publishIssues, startsInFuture } from '../../contracts/events';
import { HttpError, refusal } from '../../platform/errors';
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { formOf, toCard } from '../events';
import { publishDraft } from '../events-table';
import { hostedEvent } from '../hosted-event';
import { refuseUnlessAdultCaller } from '../../profile/birth-date-table';
import { eventRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { featuredUntilFor } from '../../tokens/priority-listing';
import { scheduleCompletion } from '../../attendance/completion-schedule';
import { scheduleReminders } from '../../reminders/reminder-schedule';

export const handler = httpRoute(api.publishEvent, async ({ params, userId }) => {
  const now = clock.now();
  const draft = await hostedEvent(params.id, userId);
  if (draft.state !== 'draft') {
    // A retry of a publish that went live but failed to schedule its completion schedules it now (idempotent).
    if (draft.state === 'published') {
      await Promise.all([scheduleCompletion(draft), scheduleReminders(draft, now)]);
    }
    throw refusal(409, eventRefusals, 'NOT_A_DRAFT');
  }
  const form = formOf(draft);
  const missing = missingFields(draft.type, form);
  if (missing.length > 0) {
    throw new HttpError(400, eventRefusals.INCOMPLETE_DRAFT(missing), 'INCOMPLETE_DRAFT');
  }
  const [issue] = publishIssues(draft.type, form);
  if (issue) throw new HttpError(400, issue, 'INCOMPLETE_DRAFT');
  if (!startsInFuture(draft.startsAt, now)) {
    throw refusal(400, eventRefusals, 'START_IN_PAST');
  }
  const [featuredUntil] = await Promise.all([
    featuredUntilFor(userId, now),
    refuseUnlessAdultCaller(userId, now),
  ]);
  const outcome = await publishDraft(draft, now, featuredUntil);
  if (outcome === 'insufficient-tokens') throw refusal(409, eventRefusals, 'INSUFFICIENT_TOKENS');
  if (outcome === 'not-a-draft') throw refusal(409, eventRefusals, 'NOT_A_DRAFT');
  const published = { ...draft, state: 'published' as const, featuredUntil, sequence: 0 };
  await Promise.all([scheduleCompletion(published), scheduleReminders(published, now)]);
  return {
    body: {
      message: 'Etkinlik yayınlandı.',
      event: toCard(published, now),
    },
  };
});
