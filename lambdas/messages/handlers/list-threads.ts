/**
 * GET /private/messages: the caller's threads, newest activity first, with the unread total for the header.
 * Threads with users the caller blocked are left out.
 */
import type { Inbox } from '../../contracts/messages';
import * as api from '../../contracts/endpoints/messages';
import { httpRoute } from '../../platform/route';
import { blocksOf } from '../../users/blocks-table';
import { inboxOf } from '../messages';
import { threadSummariesOf } from '../messages-table';

export const handler = httpRoute(api.listThreads, async ({ userId }) => {
  const [summaries, blocks] = await Promise.all([threadSummariesOf(userId), blocksOf(userId)]);
  const body: Inbox = inboxOf(summaries, new Set(blocks.map((block) => block.userId)));
  return { body };
});
