/**
 * The area the open physical dashboard watches for new events, between the page and the live channel: the page
 * names its point and hears of news, the channel tells the server (`watchArea`) and announces each `listings`
 * update. Kept apart from the channel's code so the page does not load it.
 */
type Point = readonly [number, number];
type Listener = () => void;

let watched: Point | undefined;
const areaListeners = new Set<Listener>();
const newsListeners = new Set<Listener>();

const subscribe = (listeners: Set<Listener>, listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Watches the area around `point` until the returned function is called. */
export function watchArea(point: Point): () => void {
  watched = point;
  areaListeners.forEach((listener) => listener());
  return () => {
    if (watched !== point) return;
    watched = undefined;
    areaListeners.forEach((listener) => listener());
  };
}

export const watchedArea = (): Point | undefined => watched;

/** For the channel: the watched area changed (or stopped). */
export const onAreaChange = (listener: Listener) => subscribe(areaListeners, listener);

/** For the channel: a new event near the watched area. */
export const announceNewListings = () => newsListeners.forEach((listener) => listener());

/** For the page: called on each new event near the watched area. */
export const onNewListings = (listener: Listener) => subscribe(newsListeners, listener);
