/**
 * The messages feature's calls, through the shell's API client (token, timeout, 401 retry). Nothing polls: a new
 * message reaches the recipient's open tabs as a live update (lib/live/), which reads the thread, the inbox and the
 * header's unread count again (one cache entry serves the inbox and the count).
 */
import { mutate } from 'swr';
import * as api from '@contracts/endpoints/messages';
import type { MessageSentAnswer } from '@contracts/messages';
import { callApi, pathOf } from '../../lib/api/client';
import { preloadApi, useApi } from '../../lib/api/useApi';

/** One thread, oldest message first; the server marks it read for the caller on every read. */
export function useThread(eventId: string, userId: string) {
  return useApi(api.getThread, { params: { id: eventId, userId } }, { quiet: true });
}

export function useInbox() {
  return useApi(api.listThreads, {}, { quiet: true });
}

/** The inbox's read (the header's unread count on every signed-in screen), started before the first render. */
export const preloadInbox = () => preloadApi(api.listThreads, {}, { quiet: true });

/** Unread messages over all the caller's threads (0 until known, and when the read fails). */
export function useUnreadCount(): number {
  const { data } = useApi(api.listThreads, {}, { quiet: true });
  return data?.unreadTotal ?? 0;
}

/** After a thread was read or written: the inbox lines and the unread count catch up at once. */
export function revalidateInbox(): Promise<unknown> {
  return mutate(pathOf(api.listThreads));
}

export function sendMessage(eventId: string, userId: string, text: string): Promise<MessageSentAnswer> {
  return callApi(api.sendMessage, { params: { id: eventId, userId }, body: { text } });
}
