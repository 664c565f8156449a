/**
 * GET /private/event/{id}/calendar.ics: the event as a calendar file, for its host and accepted participants only
 * (the file holds the exact place). Anyone else: 403; a draft someone else hosts, or no event: 404.
 */
import * as api from '../../contracts/endpoints/calendar';
import { calendarRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { requiredEnv } from '../../platform/env';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { getEvent } from '../../events/events-table';
import { eventNotFound } from '../../events/hosted-event';
import { isMember } from '../calendar-table';
import { calendarHeaders, eventCalendarFile, isCalendarEvent } from '../ics';

const siteUrl = requiredEnv('SITE_URL');

export const handler = httpRoute(api.eventCalendarFile, async ({ params, userId }) => {
  const [event, member] = await Promise.all([getEvent(params.id), isMember(params.id, userId)]);
  if (!event || (event.state === 'draft' && event.hostId !== userId)) throw eventNotFound();
  if (!member) throw refusal(403, calendarRefusals, 'NOT_A_MEMBER');
  if (!isCalendarEvent(event)) throw refusal(409, calendarRefusals, 'DRAFT');
  return {
    statusCode: 200,
    headers: calendarHeaders(`squad-${event.id.slice(0, 8)}.ics`),
    body: eventCalendarFile(event, { siteUrl, now: clock.now() }),
  };
});
