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
import { apiRequest, type ApiError } from '../../lib/api/client';
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
export function useEventList(kind: ListKind, params: ListParams) {
  const swr = useSWRInfinite<EventPage, ApiError>(
    (index, previous: EventPage | null) => {
      if (previous && !previous.nextCursor) return null;
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
    isLoading: swr.isLoading,
    isLoadingMore: swr.isValidating && swr.size > pages.length,
    hasMore: Boolean(last?.nextCursor),
    loadMore: () => swr.setSize(swr.size + 1),
    retry: () => swr.mutate(),
  };
}

export const eventPath = (id: string) => `/private/event/${encodeURIComponent(id)}`;
export const myEventsPath = '/private/myEvents';

export function useEvent(id: string) {
  return useSWR<EventDetails, ApiError>(id ? eventPath(id) : null, (path: string) =>
    apiRequest<EventDetails>('GET', path),
  );
}

export function useMyEvents() {
  return useSWR<MyEvent[], ApiError>(myEventsPath, (path: string) => apiRequest<MyEvent[]>('GET', path));
}

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
