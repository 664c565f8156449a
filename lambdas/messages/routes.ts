/** The messages feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/messages';
import type { RouteDefinition } from '../function-kinds';
import { threadPartitionPrefix } from './keys';
import { eventPartitionPrefix, userPartitionPrefix } from '../platform/keys';

export const messagesRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.getThread,
    handler: 'messages/handlers/get-thread',
    // reading a thread marks it read
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix],
  },
  {
    endpoint: api.sendMessage,
    handler: 'messages/handlers/send-message',
    access: ['table:read', 'table:write'],
    writes: [threadPartitionPrefix, userPartitionPrefix, eventPartitionPrefix],
  },
  {
    endpoint: api.listThreads,
    handler: 'messages/handlers/list-threads',
    access: ['table:read'],
  },
];
