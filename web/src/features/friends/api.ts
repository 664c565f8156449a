/**
 * The friends feature's calls, through the shell's API client: the friend list (paged), friends' upcoming
 * events, and adding or removing a friend. Every read's SWR key starts with `/private/friends`, so a change reads
 * all of them again.
 */
import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import * as api from '@contracts/endpoints/friends';
import type { FriendList, FriendshipAnswer } from '@contracts/friends';
import type { EventType } from '@contracts/events';
import { callApi, pathOf, readPath, type ApiError } from '../../lib/api/client';
import { preloadApi, useApi } from '../../lib/api/useApi';

export function useFriendList() {
  const swr = useSWRInfinite<FriendList, ApiError>(
    (index, previous: FriendList | null) => {
      if (previous && !previous.nextCursor) return null;
      const cursor = index === 0 ? undefined : (previous?.nextCursor ?? undefined);
      return pathOf(api.listFriends, { query: { cursor } });
    },
    (path: string) => readPath(api.listFriends, path),
    { revalidateFirstPage: true },
  );
  const pages = swr.data ?? [];
  return {
    entries: pages.flatMap((page) => page.items),
    error: swr.error,
    isLoading: swr.isLoading,
    hasMore: Boolean(pages[pages.length - 1]?.nextCursor),
    isLoadingMore: swr.isValidating && swr.size > pages.length,
    loadMore: () => swr.setSize(swr.size + 1),
    retry: () => swr.mutate(),
  };
}

/** Quiet: the strip shows nothing until it has something, so it needs no loading toast either. */
export function useFriendEvents(type: EventType) {
  return useApi(api.friendEvents, { query: { type } }, { quiet: true });
}

/** The strip's read, started before its dashboard's first render. */
export const preloadFriendsStrip = (type: EventType) =>
  preloadApi(api.friendEvents, { query: { type } }, { quiet: true });

const friendsPathPrefix = api.listFriends.path;

/**
 * The list and the strip may show the friendship that just changed (an open profile dialog sets its own from
 * the answer).
 */
function revalidateFriends(): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      // useSWRInfinite keys are serialised with a `$inf$` prefix
      (key.startsWith(friendsPathPrefix) || key.startsWith(`$inf$${friendsPathPrefix}`)),
  );
}

export async function addFriend(userId: string): Promise<FriendshipAnswer> {
  const answer = await callApi(api.addFriend, { params: { userId } });
  void revalidateFriends();
  return answer;
}

export async function removeFriend(userId: string): Promise<FriendshipAnswer> {
  const answer = await callApi(api.removeFriend, { params: { userId } });
  void revalidateFriends();
  return answer;
}
