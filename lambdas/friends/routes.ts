/** The friends feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/friends';
import type { RouteDefinition } from '../function-kinds';

export const friendsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.addFriend,
    handler: 'friends/handlers/add-friend',
    access: ['table:read', 'table:write'],
  },
  {
    endpoint: api.removeFriend,
    handler: 'friends/handlers/remove-friend',
    // ending a friendship also moves both profiles' friend counts
    access: ['table:read', 'table:write', 'table:delete'],
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
