/** The requests feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/requests';
import type { RouteDefinition } from '../function-kinds';

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
    access: ['table:read', 'table:write'],
  },
  {
    endpoint: api.declineJoinRequest,
    handler: 'requests/handlers/decline-join-request',
    access: ['table:read', 'table:write'],
  },
];
