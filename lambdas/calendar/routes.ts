/** The calendar feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/calendar';
import type { RouteDefinition } from '../function-kinds';
import { calendarFeedLookupPartitionPrefix } from './keys';
import { userPartitionPrefix } from '../platform/keys';

/** ical-timezones reads its VTIMEZONE files from its own folder at run time, which a bundle has not. */
const writesCalendars = { settings: ['SITE_URL'], unbundled: ['@touch4it/ical-timezones'] } as const;

export const calendarRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.eventCalendarFile,
    handler: 'calendar/handlers/get-event-calendar',
    access: ['table:read'],
    ...writesCalendars,
  },
  {
    endpoint: api.calendarFeed,
    handler: 'calendar/handlers/calendar-feed',
    // table:write: the public route's rate limit per feed
    access: ['table:read', 'table:write'],
    ...writesCalendars,
  },
  { endpoint: api.getCalendarFeed, handler: 'calendar/handlers/get-calendar-feed', access: ['table:read'] },
  {
    endpoint: api.createCalendarFeed,
    handler: 'calendar/handlers/create-calendar-feed',
    access: ['table:read', 'table:write', 'table:delete'],
    writes: [userPartitionPrefix, calendarFeedLookupPartitionPrefix],
    settings: ['SITE_URL'],
  },
  {
    endpoint: api.deleteCalendarFeed,
    handler: 'calendar/handlers/delete-calendar-feed',
    access: ['table:read', 'table:write', 'table:delete'],
    writes: [userPartitionPrefix, calendarFeedLookupPartitionPrefix],
  },
];
