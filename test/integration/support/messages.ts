/** Threads, messages and the inbox through the local API, the way the SPA calls them. */
import type { Inbox, MessageSentAnswer, MessageThread } from '../../../lambdas/contracts/messages';
import type { ApiErrorBody } from '../../../lambdas/contracts/errors';
import { callApi } from './api';
import type { TestUser } from './users';

const threadPath = (eventId: string, requesterId: string) =>
  `/private/event/${eventId}/messages/${requesterId}`;

/** `requesterId` is always the requester's side of the thread, whoever writes. */
export function sendMessage(user: TestUser, eventId: string, requesterId: string, text: string) {
  return callApi<MessageSentAnswer & ApiErrorBody>('POST', threadPath(eventId, requesterId), {
    token: user.accessToken,
    body: { text },
  });
}

export function readThread(user: TestUser, eventId: string, requesterId: string) {
  return callApi<MessageThread & ApiErrorBody>('GET', threadPath(eventId, requesterId), {
    token: user.accessToken,
  });
}

export async function inboxOf(user: TestUser): Promise<Inbox> {
  const answer = await callApi<Inbox>('GET', '/private/messages', { token: user.accessToken });
  if (answer.status !== 200) throw new Error(`inbox answered ${answer.status}`);
  return answer.body;
}
