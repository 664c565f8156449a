/** The messages feature's endpoints: a thread between an event's host and a requester, and the inbox. */
import { endpoint } from '../endpoint';
import {
  messageSendSchema,
  threadParamsSchema,
  type Inbox,
  type MessageSentAnswer,
  type MessageThread,
} from '../messages';

/** The thread's newest messages, oldest first; reading marks it read for the caller. */
export const getThread = /* @__PURE__ */ endpoint<MessageThread>()({
  method: 'GET',
  path: '/private/event/{id}/messages/{userId}',
  params: threadParamsSchema,
});

/** One party of the thread writes to the other. */
export const sendMessage = /* @__PURE__ */ endpoint<MessageSentAnswer>()({
  method: 'POST',
  path: '/private/event/{id}/messages/{userId}',
  params: threadParamsSchema,
  body: messageSendSchema,
  rateLimit: { limit: 30, windowSeconds: 60 },
});

/** The caller's threads, newest activity first, with the unread total. */
export const listThreads = /* @__PURE__ */ endpoint<Inbox>()({ method: 'GET', path: '/private/messages' });
