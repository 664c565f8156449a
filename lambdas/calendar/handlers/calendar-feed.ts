/**
 * GET /calendar/feed.ics?token=<secret>: a user's private feed, for Google or Apple Calendar (no sign-in; the secret is the
 * key). Their upcoming hosted and joined events, a cancelled one as STATUS:CANCELLED so subscribed calendars drop
 * it. An unknown, replaced or turned-off secret: 404.
 */
import * as api from '../../contracts/endpoints/calendar';
import { calendarRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { requiredEnv } from '../../platform/env';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { eventsByIds, upcomingMembershipsOf } from '../../events/events-table';
import { feedOwner } from '../calendar-table';
import { feedTokenHash } from '../feed-token';
import { calendarFeedFile, calendarHeaders, isCalendarEvent } from '../ics';

const siteUrl = requiredEnv('SITE_URL');
/** One BatchGetItem's worth: far more than anyone hosts and joins ahead of time. */
const feedLimit = 100;

export const handler = httpRoute(api.calendarFeed, async ({ query }) => {
  const userId = await feedOwner(feedTokenHash(query.token));
  if (!userId) throw refusal(404, calendarRefusals, 'FEED_NOT_FOUND');
  const now = clock.now();
  const memberships = await upcomingMembershipsOf(userId, now.toISOString(), feedLimit);
  const events = (await eventsByIds(memberships.map((membership) => membership.eventId)))
    .filter(isCalendarEvent)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    statusCode: 200,
    headers: calendarHeaders(),
    body: calendarFeedFile(events, { siteUrl, now, name: 'Squad' }),
  };
});
