/** The users feature's endpoints: public profiles, reports and blocks. */
import { endpoint } from '../endpoint';
import {
  reportCreateSchema,
  userHandleParamsSchema,
  userIdParamsSchema,
  type BlockList,
  type PublicProfile,
  type UserActionAnswer,
} from '../users';

/** Another user's public profile, by username or by id. */
export const getPublicProfile = /* @__PURE__ */ endpoint<PublicProfile>()({
  method: 'GET',
  path: '/private/users/{handle}',
  params: userHandleParamsSchema,
});

/** A report kept for moderation. */
export const reportUser = /* @__PURE__ */ endpoint<UserActionAnswer>()({
  method: 'POST',
  path: '/private/users/{handle}/report',
  params: userHandleParamsSchema,
  body: reportCreateSchema,
  rateLimit: { limit: 10, windowSeconds: 3600 },
});

/** The users the caller blocked, most recent first. */
export const listBlocks = /* @__PURE__ */ endpoint<BlockList>()({ method: 'GET', path: '/private/blocks' });

/** The caller blocks a user. Idempotent. */
export const blockUser = /* @__PURE__ */ endpoint<UserActionAnswer>()({
  method: 'PUT',
  path: '/private/blocks/{userId}',
  params: userIdParamsSchema,
  rateLimit: { limit: 60, windowSeconds: 3600 },
});

/** Lifts the caller's block. Idempotent. */
export const unblockUser = /* @__PURE__ */ endpoint<UserActionAnswer>()({
  method: 'DELETE',
  path: '/private/blocks/{userId}',
  params: userIdParamsSchema,
});
