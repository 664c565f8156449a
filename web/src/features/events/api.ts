/**
 * The events feature's calls, through the shell's API client (token, timeout, 401 retry). Every read's SWR key
 * starts with its API path, so a change can revalidate all lists at once (`revalidateEvents`).
 */
import { useMemo } from 'react';
import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import * as api from '@contracts/endpoints/events';
import type {
  EventCancelAnswer,
  EventDetails,
  EventMutationAnswer,
  EventPage,
  ShareChannel,
} from '@contracts/events';
import type { EventCreate, EventUpdate } from '@contracts/event-schemas';
import type { JoinRequestStatus, MyJoinRequest } from '@contracts/requests';
import { callApi, pathOf, readPath, type ApiError } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';
import { profilePath } from '../profile';

export type ListKind = 'physical' | 'online';

/** Query parameters of a listing, without the cursor (added page by page). */
export type ListParams = Record<string, string | undefined>;

const listEndpoints = { physical: api.listPhysicalEvents, online: api.listOnlineEvents } as const;

/** Pages of a listing; `loadMore` fetches the next page with the last page's cursor. */
/** `paused` holds the first request back while its parameters are still settling (e.g. the position). */
export function useEventList(kind: ListKind, params: ListParams, { paused = false } = {}) {
  const swr = useSWRInfinite<EventPage, ApiError>(
    (index, previous: EventPage | null) => {
      if (paused || (previous && !previous.nextCursor)) return null;
      const cursor = index === 0 ? undefined : (previous?.nextCursor ?? undefined);
      return pathOf(listEndpoints[kind], { query: { ...params, cursor } });
    },
    (path: string) => readPath(listEndpoints[kind], path),
    { revalidateFirstPage: true },
  );
  const pages = swr.data ?? [];
  const last = pages[pages.length - 1];
  // One array per answer, not per render: a list drawn in a transition (useDeferredValue) is drawn again only when
  // its events change, not whenever something else on the page does.
  const events = useMemo(() => (swr.data ?? []).flatMap((page) => page.items), [swr.data]);
  return {
    events,
    error: swr.error,
    isLoading: paused || swr.isLoading,
    isLoadingMore: swr.isValidating && swr.size > pages.length,
    hasMore: Boolean(last?.nextCursor),
    loadMore: () => swr.setSize(swr.size + 1),
    retry: () => swr.mutate(),
  };
}

/** The details read's SWR key, for whoever must revalidate one event. */
export const eventPath = (id: string) => pathOf(api.getEvent, { params: { id } });
const myEventsPath = pathOf(api.myEvents);
/** '/private/event/': every read about one event (details, requests, threads) starts with it. */
const eventPathPrefix = api.getEvent.path.slice(0, api.getEvent.path.indexOf('{'));

/**
 * One event's details. Nothing polls: the live channel (lib/live/) revalidates it when a request, a decision or
 * an edit concerns the caller. `live` reads it quietly (no loading toast when a live update reads it again).
 */
export function useEvent(id: string, { live = false }: { live?: boolean } = {}) {
  return useApi(api.getEvent, id ? { params: { id } } : null, { quiet: live });
}

export function useMyEvents({ live = false }: { live?: boolean } = {}) {
  return useApi(api.myEvents, {}, { quiet: live });
}

/**
 * The caller's own join request per event, from My Events: one read serves a whole list of cards, whose Join gives
 * way to the request's state (a second request would be refused).
 */
export function useMyRequestStatuses(): ReadonlyMap<string, JoinRequestStatus> {
  const { data } = useMyEvents();
  return useMemo(
    () =>
      new Map(
        (data ?? []).flatMap((event) =>
          event.myRequest ? [[event.id, event.myRequest.status] as const] : [],
        ),
      ),
    [data],
  );
}

/**
 * The caller's own request for an event as it is now: My Events (which counts no view), read again when a live
 * update says the request moved (screened, decided, offered, removed).
 */
export function useLiveRequest(event: EventDetails | undefined): MyJoinRequest | null {
  const initial = event?.myRequest ?? null;
  const { data } = useApi(api.myEvents, initial ? {} : null, { quiet: true });
  const live = data?.find((item) => item.id === event?.id)?.myRequest;
  // A request only moves forward: whichever read saw it further along is the newer one.
  return live && initial && progress[live.status] > progress[initial.status] ? live : initial;
}

const progress: Record<JoinRequestStatus, number> = {
  screening: 0,
  held: 1,
  pending: 2,
  waitlisted: 3,
  offered: 4,
  accepted: 5,
  declined: 5,
  left: 6,
  removed: 6,
};

/** After any change: every list, every event read and the profile (balance, stats, activity). */
export function revalidateEvents(): Promise<unknown> {
  return mutate(
    (key) =>
      (typeof key === 'string' &&
        (key.startsWith(eventPathPrefix) || key === myEventsPath || key === profilePath)) ||
      // useSWRInfinite keys are serialised with a `$inf$` prefix
      (typeof key === 'string' && Object.values(listEndpoints).some(({ path }) => key.includes(path))),
  );
}

export function createEvent(body: EventCreate): Promise<EventMutationAnswer> {
  return callApi(api.createEvent, { body });
}

export function updateEvent(id: string, body: EventUpdate): Promise<EventMutationAnswer> {
  return callApi(api.updateEvent, { params: { id }, body });
}

export function publishEvent(id: string): Promise<EventMutationAnswer> {
  return callApi(api.publishEvent, { params: { id } });
}

export function cancelEvent(id: string): Promise<EventCancelAnswer> {
  return callApi(api.cancelEvent, { params: { id } });
}

export function recordShare(id: string, channel: ShareChannel): Promise<unknown> {
  return callApi(api.shareEvent, { params: { id }, body: { channel } });
}
