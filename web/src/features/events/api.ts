/**
 * The events feature's calls, through the shell's API client (token, timeout, 401 retry). Every read's SWR key
 * starts with its API path, so a change can revalidate all lists at once (`revalidateEvents`).
 */
import { useDeferredValue, useMemo } from 'react';
import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import * as api from '@contracts/endpoints/events';
import type {
  EventCancelAnswer,
  EventCard,
  EventDetails,
  EventMutationAnswer,
  EventPage,
  ShareChannel,
} from '@contracts/events';
import type { EventCreate, EventUpdate } from '@contracts/event-schemas';
import type { JoinRequestStatus, MyJoinRequest } from '@contracts/requests';
import { callApi, pathOf, type ApiError } from '../../lib/api/client';
import { fetchPath, preloadApi, preloadPath, useApi } from '../../lib/api/useApi';
import { preloadFriendsStrip } from '../friends';
import { profilePath, useProfile } from '../profile';
import { rememberedPoint } from './remembered-point';

export type ListKind = 'physical' | 'online';

/** Query parameters of a listing, without the cursor (added page by page). */
export type ListParams = Record<string, string | undefined>;

const listEndpoints = { physical: api.listPhysicalEvents, online: api.listOnlineEvents } as const;

/** The names of each listing's filters, as its dashboard keeps them in the URL. */
export const physicalFilterNames = ['q', 'category', 'distanceKm', 'when', 'level', 'sort', 'tags'] as const;
export const onlineFilterNames = ['q', 'gameType', 'skill', 'platform', 'voice', 'quick'] as const;

/** A physical listing's parameters: its filters, and the point it lists around. */
export const physicalListParams = (
  filters: Record<(typeof physicalFilterNames)[number], string | undefined>,
  near: readonly [number, number],
): ListParams => ({ ...filters, near: near.join(',') });

/** The values of `names` in a URL's query (absent ones undefined): the listing's filters. */
export const filterValues = <Name extends string>(names: readonly Name[], search: URLSearchParams) =>
  Object.fromEntries(names.map((name) => [name, search.get(name) ?? undefined])) as Record<
    Name,
    string | undefined
  >;

/** A page of a listing (its SWR key): the first without a cursor. */
const listPagePath = (kind: ListKind, params: ListParams, cursor?: string) =>
  pathOf(listEndpoints[kind], { query: { ...params, cursor } });

/**
 * Starts a dashboard's first reads for its URL's `search` before the page's first render (on a phone, a few hundred
 * milliseconds of CPU the requests need not wait for): the list's first page (a physical one only from the point
 * this browser remembers; else it waits for the profile's), the caller's requests, and the friends strip.
 */
export function preloadDashboard(kind: ListKind, search: URLSearchParams): void {
  if (kind === 'online') {
    preloadPath(listEndpoints.online, listPagePath('online', filterValues(onlineFilterNames, search)));
  } else {
    const point = rememberedPoint();
    if (point) {
      const params = physicalListParams(filterValues(physicalFilterNames, search), point);
      preloadPath(listEndpoints.physical, listPagePath('physical', params));
    }
  }
  preloadMyEvents();
  preloadFriendsStrip(kind);
}

/** The caller's requests, which every list's cards show (useCallerOnCards), and My Events itself. */
export const preloadMyEvents = () => preloadApi(api.myEvents, {});

/**
 * Pages of a listing; `loadMore` fetches the next page with the last page's cursor. `paused` holds the first
 * request back while its parameters are still settling (e.g. the position).
 */
export function useEventList(kind: ListKind, params: ListParams, { paused = false } = {}) {
  const swr = useSWRInfinite<EventPage, ApiError>(
    (index, previous: EventPage | null) => {
      if (paused || (previous && !previous.nextCursor)) return null;
      return listPagePath(kind, params, index === 0 ? undefined : (previous?.nextCursor ?? undefined));
    },
    (path: string) => fetchPath(listEndpoints[kind], path),
    { revalidateFirstPage: true },
  );
  const pages = swr.data ?? [];
  const hasMore = Boolean(pages[pages.length - 1]?.nextCursor);
  // One array per answer, not per render: the cards below are drawn again only when the events change, not
  // whenever something else on the page does.
  const events = useMemo(() => (swr.data ?? []).flatMap((page) => page.items), [swr.data]);
  // The cards render in a transition React can interrupt: on a slow phone a page of 20 cards is a few long tasks
  // otherwise, and a tap or a keystroke meanwhile would wait for all of them.
  const cards = useDeferredValue(events);
  return {
    /** every event listed so far, for counts and summaries */
    events,
    /** the events whose cards to draw: `events` once the transition has drawn them */
    cards,
    error: swr.error,
    isLoading: paused || swr.isLoading,
    isLoadingMore: swr.isValidating && swr.size > pages.length,
    /** whether the listing has more after what it answered so far */
    hasMore,
    /**
     * whether to offer "Daha fazla": once an answer's cards are drawn, or the button would show at the list's top
     * and then be pushed down
     */
    showMore: hasMore && cards === events,
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

/** What a card shows about the caller: their own join request for the event, and whether they host it. */
export interface CallerOnCard {
  myRequest: JoinRequestStatus | undefined;
  own: boolean;
}

/**
 * The caller on a list's cards, read once for the whole list (My Events for the requests, the profile for who
 * hosts): a card's Join gives way to its request's state (a second request would be refused), and on the host's own
 * card to the details. The cards take plain values, so a profile read again redraws none of them.
 */
export function useCallerOnCards(): (event: EventCard) => CallerOnCard {
  const { data } = useMyEvents();
  const { profile } = useProfile();
  const myRequests = useMemo(
    () =>
      new Map(
        (data ?? []).flatMap((event) =>
          event.myRequest ? [[event.id, event.myRequest.status] as const] : [],
        ),
      ),
    [data],
  );
  return (event) => ({
    myRequest: myRequests.get(event.id),
    own: event.host.userId === profile?.userId,
  });
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
