/**
 * GET /private/messages: the caller's threads, newest activity first, with the unread total for the header.
 * Threads with users blocked either way are left out; each carries its event's current title.
 */
import type { Inbox } from '../../contracts/messages';
import * as api from '../../contracts/endpoints/messages';
import { eventsByIds } from '../../events/events-table';
import { httpRoute } from '../../platform/route';
import { usersBlockedEitherWay } from '../../users/blocks-table';
import { inboxOf } from '../messages';
import { threadSummariesOf } from '../messages-table';

export const handler = httpRoute(api.listThreads, async ({ userId }) => {
  const [summaries, hidden] = await Promise.all([threadSummariesOf(userId), usersBlockedEitherWay(userId)]);
  // At most 100 summaries, so their events fit one BatchGetItem.
  const events = await eventsByIds(summaries.map((summary) => summary.eventId));
  const titles = new Map(events.map((event) => [event.id, event.title]));
  const body: Inbox = inboxOf(summaries, hidden, titles);
  return { body };
});
