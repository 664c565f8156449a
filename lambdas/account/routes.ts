/** The account feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/account';
import type { RouteDefinition } from '../function-kinds';
import { calendarFeedLookupPartitionPrefix } from '../calendar/keys';
import { areaPartitionPrefix } from '../live/keys';
import { emailPartitionPrefix, suppressionPartitionPrefix } from '../email/keys';
import { threadPartitionPrefix } from '../messages/keys';
import { eventPartitionPrefix, userPartitionPrefix } from '../platform/keys';
import { usernameClaimPartitionPrefix } from '../profile/keys';
import { inviteCodePartitionPrefix } from '../rewards/keys';
import { reportsPartitionPrefix } from '../users/keys';
import { pushEndpointPartitionPrefix, webPushPartitionPrefix } from '../web-push/keys';

export const accountRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.exportAccount,
    handler: 'account/handlers/export-account',
    access: ['table:read', 'table:write'],
  },
  {
    endpoint: api.deleteAccount,
    handler: 'account/handlers/delete-account',
    access: [
      'table:read',
      'table:write',
      'table:delete',
      'avatars:list',
      'avatars:delete',
      'uploads:delete',
      'userPool:read',
      'userPool:delete',
    ],
    writes: [
      userPartitionPrefix,
      eventPartitionPrefix,
      threadPartitionPrefix,
      reportsPartitionPrefix,
      emailPartitionPrefix,
      usernameClaimPartitionPrefix,
      inviteCodePartitionPrefix,
      calendarFeedLookupPartitionPrefix,
      areaPartitionPrefix,
      suppressionPartitionPrefix,
      pushEndpointPartitionPrefix,
      webPushPartitionPrefix,
    ],
  },
];
