/** The users feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/users';
import type { RouteDefinition } from '../function-kinds';
import { eventPartitionPrefix, userPartitionPrefix } from '../platform/keys';
import { reportsPartitionPrefix } from './keys';

export const usersRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.getPublicProfile,
    handler: 'users/handlers/get-public-profile',
    access: ['table:read'],
  },
  {
    endpoint: api.reportUser,
    handler: 'users/handlers/report-user',
    access: ['table:read', 'table:write'],
    writes: [reportsPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.listBlocks,
    handler: 'users/handlers/list-blocks',
    access: ['table:read'],
  },
  {
    endpoint: api.blockUser,
    handler: 'users/handlers/block-user',
    // blocking also declines the blocked user's pending requests to the caller's events, and ends a friendship
    access: ['table:read', 'table:write', 'table:delete'],
    writes: [userPartitionPrefix, eventPartitionPrefix],
  },
  {
    endpoint: api.unblockUser,
    handler: 'users/handlers/unblock-user',
    // table:write: its rate limit's counter
    access: ['table:delete', 'table:write'],
    writes: [userPartitionPrefix],
  },
];
