/** DELETE /private/blocks/{userId}: lifts the caller's block (settings). Idempotent. */
import { unblockedMessage, userIdParamsSchema, type UserActionAnswer } from '../../contracts/users';
import { httpRoute } from '../../platform/route';
import { deleteBlock } from '../blocks-table';

export const handler = httpRoute({ pathParameters: userIdParamsSchema }, async ({ params, userId }) => {
  await deleteBlock(userId, params.userId);
  const answer: UserActionAnswer = { message: unblockedMessage };
  return { body: answer };
});
