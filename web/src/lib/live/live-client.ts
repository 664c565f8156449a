/**
 * The tab's live channel: one WebSocket per tab to the WebSocket API (`websocketUrl` of /config.json), opened with
 * the current access token and opened again, after a backoff with jitter, whenever it drops (with the token current
 * then). Each message names topics; the SWR keys they cover (lambdas/contracts/live.ts) are read again, and a new
 * event near the area the dashboard watches is announced to it (area-watch.ts). What the tab may have missed before
 * the channel opened, or while it was down, is read again as it opens, and a slow safety revalidation covers a live
 * update lost on the server's side; SWR still revalidates on focus. Nothing here polls the API.
 */
import { mutate } from 'swr';
// SWR's own cache (the app sets no other): the only way to find the keys of useSWRInfinite lists.
import { cache } from 'swr/_internal';
import {
  liveCovers,
  liveMessageSchema,
  livePing,
  liveTokenParameter,
  liveWatchAreaRouteKey,
  type WatchAreaMessage,
} from '@contracts/live';
import { siteConfig } from '../config/site-config';
import { currentAccessToken, isServerAnswer } from '../api/client';
import { announceNewListings, onAreaChange, watchedArea } from './area-watch';
import { reconnectDelayMs } from './backoff';

/** API Gateway closes a connection idle for 10 minutes; a ping (mock integration: no function) keeps it open. */
export const pingEveryMs = 5 * 60_000;
/**
 * Reads everything on screen again, for a live update lost on the server's side: once an hour, so an idle tab stays
 * within a dozen requests an hour; a tab brought back on screen revalidates at once (SWR's focus revalidation).
 */
export const safetyRevalidationMs = 60 * 60_000;

const infinitePrefix = '$inf$';

/**
 * Reads again every read on screen that `covers` names. A key filter never matches useSWRInfinite's keys (the
 * listings, paged lists), so those are named one by one from the cache.
 */
function revalidate(covers: (key: string) => boolean): void {
  void mutate((key) => typeof key === 'string' && covers(key));
  for (const key of cache.keys()) {
    if (key.startsWith(infinitePrefix) && covers(key)) void mutate(key);
  }
}

/** Every read on screen, but one the server answered with a 4xx (not found...): that answer stands. */
const revalidateAll = () => revalidate((key) => !isServerAnswer(cache.get(key)?.error));

export interface LiveChannel {
  stop(): void;
}

export function startLive(): LiveChannel {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let lastAttemptOpened = true;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  async function connect(): Promise<void> {
    retry = undefined;
    if (stopped) return;
    try {
      const { websocketUrl, userPoolClientId } = await siteConfig();
      // A token the gateway refused (the attempt never opened) is refreshed through Amplify for the next one.
      const token = await currentAccessToken(userPoolClientId, !lastAttemptOpened);
      if (!token || stopped) throw new Error('signed out');
      const url = new URL(websocketUrl);
      url.searchParams.set(liveTokenParameter, token);
      open(url.toString());
    } catch {
      lastAttemptOpened = false;
      scheduleReconnect();
    }
  }

  function open(url: string): void {
    const opened = new WebSocket(url);
    socket = opened;
    let didOpen = false;
    opened.onopen = () => {
      didOpen = true;
      attempt = 0;
      // A new connection watches nothing until told: the dashboard's area, when one is open.
      if (watchedArea()) sendWatch();
      // What changed before the channel first opened (it opens a few seconds after the page) or while it was down.
      revalidateAll();
      ping = setInterval(() => opened.send(livePing), pingEveryMs);
    };
    opened.onmessage = (message) => {
      const parsed = liveMessageSchema.safeParse(safeJson(message.data));
      if (!parsed.success) return;
      revalidate((key) => liveCovers(parsed.data, key));
      if (parsed.data.topics.includes('listings')) announceNewListings();
    };
    opened.onclose = () => {
      clearInterval(ping);
      if (socket === opened) socket = undefined;
      lastAttemptOpened = didOpen;
      scheduleReconnect();
    };
  }

  /** Tells the server the area the dashboard watches now, or that it watches none. */
  function sendWatch(): void {
    if (socket?.readyState !== WebSocket.OPEN) return;
    const near = watchedArea();
    const message: WatchAreaMessage = { action: liveWatchAreaRouteKey, ...(near ? { near: [...near] } : {}) };
    socket.send(JSON.stringify(message));
  }

  function scheduleReconnect(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => void connect(), reconnectDelayMs(attempt));
    attempt += 1;
  }

  /** Back on screen or online: a dropped connection is tried again now rather than at its backoff. */
  function reconnectNow(): void {
    if (stopped || socket || document.visibilityState !== 'visible') return;
    clearTimeout(retry);
    retry = undefined;
    attempt = 0;
    void connect();
  }

  const safety = setInterval(() => {
    if (document.visibilityState === 'visible') revalidateAll();
  }, safetyRevalidationMs);
  document.addEventListener('visibilitychange', reconnectNow);
  window.addEventListener('online', reconnectNow);
  const stopWatching = onAreaChange(sendWatch);
  void connect();

  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      clearInterval(safety);
      document.removeEventListener('visibilitychange', reconnectNow);
      window.removeEventListener('online', reconnectNow);
      stopWatching();
      socket?.close(1000);
    },
  };
}

function safeJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
}
