/** DELETE /private/blocks/{userId}: lifts the caller's block (settings). Idempotent. */
import { unblockedMessage, type UserActionAnswer } from '../../contracts/users';
import * as api from '../../contracts/endpoints/users';
import { httpRoute } from '../../platform/route';
import { deleteBlock } from '../blocks-table';

export const handler = httpRoute(api.unblockUser, async ({ params, userId }) => {
  await deleteBlock(userId, params.userId);
  const answer: UserActionAnswer = { message: unblockedMessage };
  return { body: answer };
});
