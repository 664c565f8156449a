/** The profile feature's routes: its part of the function list (lambdas/routes.ts). */
import * as read from '../contracts/endpoints/profile';
import * as settings from '../contracts/endpoints/profile-settings';
import type { RouteDefinition } from '../function-kinds';
import { moderationPartitionPrefix, userPartitionPrefix } from '../platform/keys';
import { casePartitionPrefix } from '../moderation/keys';
import { usernameClaimPartitionPrefix } from './keys';

export const profileRoutes: readonly RouteDefinition[] = [
  {
    endpoint: read.getProfile,
    handler: 'profile/handlers/get-profile',
    access: ['table:read', 'table:write', 'userPool:read'],
    writes: [userPartitionPrefix],
    settings: ['WELCOME_TOKENS'],
  },
  {
    endpoint: settings.updateProfile,
    handler: 'profile/handlers/update-profile',
    access: ['table:read', 'table:write', 'table:delete', 'uploads:read', 'avatars:write', 'images:moderate'],
    // a flagged picture's moderation case, and the open-case count beside it
    writes: [
      userPartitionPrefix,
      usernameClaimPartitionPrefix,
      casePartitionPrefix,
      moderationPartitionPrefix,
    ],
  },
  {
    endpoint: settings.checkUsername,
    handler: 'profile/handlers/check-username',
    access: ['table:read'],
  },
  {
    endpoint: settings.uploadProfilePicture,
    handler: 'profile/handlers/upload-profile-picture',
    // table:write: its rate limit's counter
    access: ['uploads:put', 'table:write'],
    // the answer's fileUrl is where the picture will be served once the profile points at it
    settings: ['AVATAR_BASE_URL'],
  },
];
