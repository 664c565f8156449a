/** The requests feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/requests';
import type { RouteDefinition, ScheduledJobDefinition } from '../function-kinds';

export const requestsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.createJoinRequest,
    handler: 'requests/handlers/create-join-request',
    access: ['table:read', 'table:write'],
  },
  {
    endpoint: api.listJoinRequests,
    handler: 'requests/handlers/list-join-requests',
    access: ['table:read'],
  },
  {
    endpoint: api.acceptJoinRequest,
    handler: 'requests/handlers/accept-join-request',
    access: ['table:read', 'table:write', 'schedules:create'],
  },
  {
    endpoint: api.declineJoinRequest,
    handler: 'requests/handlers/decline-join-request',
    access: ['table:read', 'table:write'],
  },
  {
    endpoint: api.leaveEvent,
    handler: 'requests/handlers/leave-event',
    access: ['table:read', 'table:write', 'table:delete', 'schedules:create', 'schedules:delete'],
  },
  {
    endpoint: api.removeParticipant,
    handler: 'requests/handlers/remove-participant',
    access: ['table:read', 'table:write', 'table:delete', 'schedules:create'],
  },
  {
    endpoint: api.confirmOffer,
    handler: 'requests/handlers/confirm-offer',
    access: ['table:read', 'table:write', 'schedules:delete'],
  },
  {
    endpoint: api.declineOffer,
    handler: 'requests/handlers/decline-offer',
    access: ['table:read', 'table:write', 'schedules:create', 'schedules:delete'],
  },
  { endpoint: api.listWaitlist, handler: 'requests/handlers/list-waitlist', access: ['table:read'] },
];

/** Lets an offer whose time is up go, and offers the place to the next in line (one schedule per offer). */
export const expireOfferJob: ScheduledJobDefinition = {
  handler: 'requests/handlers/expire-offer',
  access: ['table:read', 'table:write', 'schedules:create'],
  schedule: { kind: 'one-time' },
};
