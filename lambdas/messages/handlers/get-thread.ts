/**
 * GET /private/event/{id}/messages/{userId}: the thread between the event's host and the requester
 * `{userId}`, newest 100 messages oldest first. Only those two read it; reading marks it read for the caller.
 */
import { type MessageThread } from '../../contracts/messages';
import * as api from '../../contracts/endpoints/messages';
import { httpRoute } from '../../platform/route';
import { toMessageThread } from '../messages';
import { latestMessages, markThreadRead } from '../messages-table';
import { currentParty, openThread } from '../thread-access';

export const handler = httpRoute(api.getThread, async ({ params, userId }) => {
  const { thread, otherId } = await openThread(params, userId);
  const [other, messages] = await Promise.all([
    currentParty(thread, otherId),
    latestMessages(thread.eventId, thread.requesterId),
    markThreadRead(userId, thread.eventId, thread.requesterId),
  ]);
  const body: MessageThread = toMessageThread(thread, other, messages);
  return { body };
});
