/** Threads, messages and the inbox through the local API, the way the SPA calls them. */
import type { Inbox } from '../../../lambdas/contracts/messages';
import { callEndpoint } from './api';
import * as endpoints from './endpoints';
import type { TestUser } from './users';

/** `requesterId` is always the requester's side of the thread, whoever writes. */
export function sendMessage(user: TestUser, eventId: string, requesterId: string, text: string) {
  return callEndpoint(endpoints.messages.sendMessage, {
    params: { id: eventId, userId: requesterId },
    token: user.accessToken,
    body: { text },
  });
}

export function readThread(user: TestUser, eventId: string, requesterId: string) {
  return callEndpoint(endpoints.messages.getThread, {
    params: { id: eventId, userId: requesterId },
    token: user.accessToken,
  });
}

export async function inboxOf(user: TestUser): Promise<Inbox> {
  const answer = await callEndpoint(endpoints.messages.listThreads, { token: user.accessToken });
  if (answer.status !== 200) throw new Error(`inbox answered ${answer.status}`);
  return answer.body;
}
