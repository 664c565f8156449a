/** PUT /private/event/{id}: the host edits a draft or an upcoming event; never below its current members. */
import { publishIssues, startsInFuture } from '../../contracts/events';
import { HttpError, invalidInput, refusal } from '../../platform/errors';
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { formAttributes, formOf, statusOf, toCard } from '../events';
import { updateEvent } from '../events-table';
import { hostedEvent } from '../hosted-event';
import { eventRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { moveCompletion } from '../../attendance/completion-schedule';
import { moveReminders } from '../../reminders/reminder-schedule';
import { offerFreePlaces } from '../../requests/places-table';

export const handler = httpRoute(api.updateEvent, async ({ params, body, userId }) => {
  const now = clock.now();
  const current = await hostedEvent(params.id, userId);
  const status = statusOf(current, now);
  if (status !== 'upcoming' && status !== 'draft') {
    throw refusal(409, eventRefusals, 'NOT_EDITABLE');
  }
  // Date and time arrive together from the form; one alone keeps the other from the stored event.
  const form = { ...formOf(current), ...body };
  const attributes = formAttributes(current.type, form, current);
  const next = { ...current, ...attributes };
  const issues = status === 'draft' ? [] : publishIssues(current.type, form);
  if (issues.length) throw invalidInput(issues[0]);
  if (status === 'upcoming' && !startsInFuture(next.startsAt, now)) {
    throw refusal(400, eventRefusals, 'START_IN_PAST');
  }
  if (next.maxParticipants < current.participantCount) {
    throw new HttpError(
      409,
      eventRefusals.BELOW_PARTICIPANTS(current.participantCount),
      'BELOW_PARTICIPANTS',
    );
  }
  const updated = await updateEvent(current, attributes, now);
  if (!updated) throw refusal(409, eventRefusals, 'CONCURRENT_UPDATE');
  const timeNamed = body.date !== undefined || body.time !== undefined || body.durationMinutes !== undefined;
  await Promise.all([
    moveCompletion(current, updated, timeNamed),
    moveReminders(current, updated, timeNamed, now),
  ]);
  // A raised maximum frees places the waitlist's first in line are offered.
  await offerFreePlaces(updated, now);
  return { body: { message: 'Etkinlik güncellendi.', event: toCard(updated, now) } };
});
