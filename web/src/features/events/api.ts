/**
 * The events feature's calls, through the shell's API client (token, timeout, 401 retry). Every read's SWR key
 * starts with its API path, so a change can revalidate all lists at once (`revalidateEvents`).
 */
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type {
  EventCancelAnswer,
  EventCreate,
  EventDetails,
  EventMutationAnswer,
  EventPage,
  EventUpdate,
  MyEvent,
  ShareChannel,
} from '@contracts/events';
import type { JoinRequestStatus, MyJoinRequest } from '@contracts/requests';
import { apiRequest, pollingRead, type ApiError } from '../../lib/api/client';
import { profilePath } from '../profile';

export type ListKind = 'physical' | 'online';

/** Query parameters of a listing, without the cursor (added page by page). */
export type ListParams = Record<string, string | undefined>;

function listPath(kind: ListKind, params: ListParams, cursor: string | null): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  if (cursor) search.set('cursor', cursor);
  const query = search.toString();
  return `/private/events/${kind}${query ? `?${query}` : ''}`;
}

/** Pages of a listing; `loadMore` fetches the next page with the last page's cursor. */
/** `paused` holds the first request back while its parameters are still settling (e.g. the position). */
export function useEventList(kind: ListKind, params: ListParams, { paused = false } = {}) {
  const swr = useSWRInfinite<EventPage, ApiError>(
    (index, previous: EventPage | null) => {
      if (paused || (previous && !previous.nextCursor)) return null;
      return listPath(kind, params, index === 0 ? null : (previous?.nextCursor ?? null));
    },
    (path: string) => apiRequest<EventPage>('GET', path),
    { revalidateFirstPage: true },
  );
  const pages = swr.data ?? [];
  const last = pages[pages.length - 1];
  return {
    events: pages.flatMap((page) => page.items),
    error: swr.error,
    isLoading: paused || swr.isLoading,
    isLoadingMore: swr.isValidating && swr.size > pages.length,
    hasMore: Boolean(last?.nextCursor),
    loadMore: () => swr.setSize(swr.size + 1),
    retry: () => swr.mutate(),
  };
}

export const eventPath = (id: string) => `/private/event/${encodeURIComponent(id)}`;
export const myEventsPath = '/private/myEvents';

/** The host's view polls: new requests, accepted participants and counts arrive without a reload. */
export const hostDetailsRefreshMs = 5_000;
/** My Events polls while on screen: the red "N requests" badges and the requester's statuses stay current. */
export const myEventsRefreshMs = 5_000;

/**
 * One event's details. Only the host's view polls: anyone else's read counts as a view, so their page is
 * read once (and again on focus), and their own request is followed through My Events (`useLiveRequest`).
 */
export function useEvent(id: string, { poll = false }: { poll?: boolean } = {}) {
  return useSWR<EventDetails, ApiError>(
    id ? eventPath(id) : null,
    (path: string) => apiRequest<EventDetails>('GET', path, undefined, { quiet: poll }),
    { refreshInterval: (latest) => (poll && latest?.isHost ? hostDetailsRefreshMs : 0) },
  );
}

export function useMyEvents({ poll = false }: { poll?: boolean } = {}) {
  return useSWR<MyEvent[], ApiError>(
    myEventsPath,
    (path: string) => apiRequest<MyEvent[]>('GET', path, undefined, { quiet: poll }),
    { refreshInterval: poll ? myEventsRefreshMs : 0 },
  );
}

/** While the screener has a request, how soon the requester's page looks again; then while the host has it. */
const screeningRefreshMs = 2_000;
const pendingRefreshMs = 10_000;

/**
 * The caller's own request for an event as it is now: My Events (which counts no view) is polled every 2 s while
 * the AI screens it, then every 10 s while it waits for the host, and no more once decided.
 */
export function useLiveRequest(event: EventDetails | undefined): MyJoinRequest | null {
  const initial = event?.myRequest ?? null;
  const { data } = useSWR<MyEvent[], ApiError>(initial ? myEventsPath : null, pollingRead<MyEvent[]>, {
    refreshInterval: (latest) => {
      const status = latest?.find((item) => item.id === event?.id)?.myRequest?.status ?? initial?.status;
      return status === 'screening' ? screeningRefreshMs : status === 'pending' ? pendingRefreshMs : 0;
    },
  });
  const live = data?.find((item) => item.id === event?.id)?.myRequest;
  // A request only moves forward: whichever read saw it further along is the newer one.
  return live && initial && progress[live.status] > progress[initial.status] ? live : initial;
}

const progress: Record<JoinRequestStatus, number> = { screening: 0, pending: 1, accepted: 2, declined: 2 };

/** After any change: every list, every event read and the profile (balance, stats, activity). */
export function revalidateEvents(): Promise<unknown> {
  return mutate(
    (key) =>
      (typeof key === 'string' &&
        (key.startsWith('/private/event') || key === myEventsPath || key === profilePath)) ||
      // useSWRInfinite keys are serialised with a `$inf$` prefix
      (typeof key === 'string' && key.includes('/private/events/')),
  );
}

export function createEvent(body: EventCreate): Promise<EventMutationAnswer> {
  return apiRequest<EventMutationAnswer>('POST', '/private/event', body);
}

export function updateEvent(id: string, body: EventUpdate): Promise<EventMutationAnswer> {
  return apiRequest<EventMutationAnswer>('PUT', eventPath(id), body);
}

export function publishEvent(id: string): Promise<EventMutationAnswer> {
  return apiRequest<EventMutationAnswer>('POST', `${eventPath(id)}/publish`);
}

export function cancelEvent(id: string): Promise<EventCancelAnswer> {
  return apiRequest<EventCancelAnswer>('POST', `${eventPath(id)}/cancel`);
}

export function recordShare(id: string, channel: ShareChannel): Promise<unknown> {
  return apiRequest('POST', `${eventPath(id)}/share`, { channel });
}
