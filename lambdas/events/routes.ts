/** The events feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/events';
import type { RouteDefinition } from '../function-kinds';
import { completionSchedulingAccess } from '../attendance/routes';

export const eventsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.createEvent,
    handler: 'events/handlers/create-event',
    // an event's completion is scheduled when it goes live, moved with its time, removed when cancelled
    access: ['table:read', 'table:write', ...completionSchedulingAccess],
  },
  {
    endpoint: api.getEvent,
    handler: 'events/handlers/get-event',
    access: ['table:read', 'table:write'],
  },
  {
    endpoint: api.updateEvent,
    handler: 'events/handlers/update-event',
    // an event's completion is scheduled when it goes live, moved with its time, removed when cancelled
    access: ['table:read', 'table:write', ...completionSchedulingAccess],
  },
  {
    endpoint: api.publishEvent,
    handler: 'events/handlers/publish-event',
    // an event's completion is scheduled when it goes live, moved with its time, removed when cancelled
    access: ['table:read', 'table:write', ...completionSchedulingAccess],
  },
  {
    endpoint: api.cancelEvent,
    handler: 'events/handlers/cancel-event',
    // an event's completion is scheduled when it goes live, moved with its time, removed when cancelled
    access: ['table:read', 'table:write', ...completionSchedulingAccess],
  },
  {
    endpoint: api.shareEvent,
    handler: 'events/handlers/share-event',
    access: ['table:write'],
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
