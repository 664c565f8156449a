/**
 * The messages feature's calls, through the shell's API client (token, timeout, 401 retry). There is no push
 * channel, so an open thread polls every 3 s, the inbox every 10 s and the header's unread count every 15 s; SWR
 * shares one cache entry between the inbox and the count, and polls only while the tab is visible.
 */
import { mutate } from 'swr';
import * as api from '@contracts/endpoints/messages';
import type { MessageSentAnswer } from '@contracts/messages';
import { callApi, pathOf } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

export const threadRefreshMs = 3_000;
export const inboxRefreshMs = 10_000;
export const unreadRefreshMs = 15_000;

/** One thread, oldest message first; the server marks it read for the caller on every read. */
export function useThread(eventId: string, userId: string) {
  return useApi(
    api.getThread,
    { params: { id: eventId, userId } },
    { quiet: true, refreshInterval: threadRefreshMs },
  );
}

export function useInbox() {
  return useApi(api.listThreads, {}, { quiet: true, refreshInterval: inboxRefreshMs });
}

/** Unread messages over all the caller's threads (0 until known, and when the read fails). */
export function useUnreadCount(): number {
  const { data } = useApi(api.listThreads, {}, { quiet: true, refreshInterval: unreadRefreshMs });
  return data?.unreadTotal ?? 0;
}

/** After a thread was read or written: the inbox lines and the unread count catch up at once. */
export function revalidateInbox(): Promise<unknown> {
  return mutate(pathOf(api.listThreads));
}

export function sendMessage(eventId: string, userId: string, text: string): Promise<MessageSentAnswer> {
  return callApi(api.sendMessage, { params: { id: eventId, userId }, body: { text } });
}
