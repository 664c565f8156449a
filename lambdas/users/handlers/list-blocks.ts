/** GET /private/blocks: the users the caller blocked, most recent first (settings, to unblock). */
import type { BlockList } from '../../contracts/users';
import * as api from '../../contracts/endpoints/users';
import { httpRoute } from '../../platform/route';
import { blocksOf } from '../blocks-table';

export const handler = httpRoute(api.listBlocks, async ({ userId }) => {
  const body: BlockList = { users: await blocksOf(userId) };
  return { body };
});
