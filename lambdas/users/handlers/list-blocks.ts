/** GET /private/blocks: the users the caller blocked, most recent first (settings, to unblock). */
import type { BlockList } from '../../contracts/users';
import { httpRoute } from '../../platform/route';
import { blocksOf } from '../blocks-table';

export const handler = httpRoute({}, async ({ userId }) => {
  const body: BlockList = { users: await blocksOf(userId) };
  return { body };
});
