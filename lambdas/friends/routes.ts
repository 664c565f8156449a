/** The friends feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/friends';
import type { RouteDefinition } from '../function-kinds';
import { userPartitionPrefix } from '../platform/keys';

export const friendsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.addFriend,
    handler: 'friends/handlers/add-friend',
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix],
  },
  {
    endpoint: api.removeFriend,
    handler: 'friends/handlers/remove-friend',
    // ending a friendship also moves both profiles' friend counts
    access: ['table:read', 'table:write', 'table:delete'],
    writes: [userPartitionPrefix],
  },
  {
    endpoint: api.listFriends,
    handler: 'friends/handlers/list-friends',
    access: ['table:read'],
  },
  {
    endpoint: api.friendEvents,
    handler: 'friends/handlers/friend-events',
    access: ['table:read'],
  },
];
