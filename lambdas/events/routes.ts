/** The events feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/events';
import type { RouteDefinition } from '../function-kinds';
import { completionSchedulingAccess } from '../attendance/completion';
import { eventPartitionPrefix, userPartitionPrefix } from '../platform/keys';

/**
 * Going live schedules an event's completion and its reminders (lambdas/reminders/, the same `schedules` access),
 * an edit of its time moves them, cancelling removes them.
 */
export const eventsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.createEvent,
    handler: 'events/handlers/create-event',
    access: ['table:read', 'table:write', ...completionSchedulingAccess.schedule],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.getEvent,
    handler: 'events/handlers/get-event',
    access: ['table:read', 'table:write'],
    writes: [eventPartitionPrefix],
  },
  {
    endpoint: api.updateEvent,
    handler: 'events/handlers/update-event',
    access: ['table:read', 'table:write', ...completionSchedulingAccess.move],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.publishEvent,
    handler: 'events/handlers/publish-event',
    access: ['table:read', 'table:write', ...completionSchedulingAccess.schedule],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.cancelEvent,
    handler: 'events/handlers/cancel-event',
    // schedules: its completion and the expiries of the waitlist's open offers go with the event
    access: ['table:read', 'table:write', ...completionSchedulingAccess.cancel],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.shareEvent,
    handler: 'events/handlers/share-event',
    access: ['table:write'],
    writes: [eventPartitionPrefix],
  },
  {
    endpoint: api.listPhysicalEvents,
    handler: 'events/handlers/list-physical-events',
    access: ['table:read'],
  },
  {
    endpoint: api.listOnlineEvents,
    handler: 'events/handlers/list-online-events',
    access: ['table:read'],
  },
  {
    endpoint: api.myEvents,
    handler: 'events/handlers/my-events',
    access: ['table:read'],
  },
];
