/** The calendar feature's endpoints: an event's calendar file, and each user's private calendar feed. */
import { endpoint, type MessageAnswer } from '../endpoint';
import { eventIdParamsSchema } from '../event-schemas';
import { calendarFeedQuerySchema, type CalendarFeedCreated, type CalendarFeedStatus } from '../calendar';

/**
 * The event as an iCalendar file (`text/calendar`), for its host and accepted participants: the exact place, the
 * time in Europe/Istanbul, a SEQUENCE that rises with every edit, and METHOD:CANCEL once cancelled.
 */
export const eventCalendarFile = /* @__PURE__ */ endpoint<never>()({
  method: 'GET',
  path: '/private/event/{id}/calendar.ics',
  params: eventIdParamsSchema,
  answerFormat: 'raw',
});

/** Whether the caller has a calendar feed. */
export const getCalendarFeed = /* @__PURE__ */ endpoint<CalendarFeedStatus>()({
  method: 'GET',
  path: '/private/calendar-feed',
});

/** A new secret feed address; the previous one, if any, stops answering. */
export const createCalendarFeed = /* @__PURE__ */ endpoint<CalendarFeedCreated>()({
  method: 'POST',
  path: '/private/calendar-feed',
  rateLimit: { limit: 20, windowSeconds: 3600 },
});

/** The feed is turned off: its address stops answering. */
export const deleteCalendarFeed = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'DELETE',
  path: '/private/calendar-feed',
});

/**
 * The feed itself, for Google or Apple Calendar to subscribe to: no sign-in, the secret in the query string is the
 * key (never in the path: CloudFront and the API log paths, not query strings). All the owner's upcoming hosted
 * and joined events as one calendar.
 */
export const calendarFeed = /* @__PURE__ */ endpoint<never>()({
  method: 'GET',
  path: '/calendar/feed.ics',
  access: 'public',
  query: calendarFeedQuerySchema,
  answerFormat: 'raw',
  rateLimit: { limit: 120, windowSeconds: 3600, perSecret: { in: 'query', name: 'token' } },
  // Calendar services fetch every subscriber's feed from a few addresses of theirs.
  addressRateLimit: { limit: 3000, windowSeconds: 600 },
});
