/** What the service worker (src/sw.ts) and the page tell each other, and which paths a notification may open. */

/** The worker asks an open window to show a path (a notification was tapped). */
export interface NavigateMessage {
  readonly type: 'navigate';
  readonly url: string;
}

export const isNavigateMessage = (data: unknown): data is NavigateMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as NavigateMessage).type === 'navigate' &&
  typeof (data as NavigateMessage).url === 'string';

/**
 * `url` as a path of this origin (path, query and fragment), or undefined: a push message's payload may only open a
 * page of the app, never send the user elsewhere (`//host`, `https://...`, `/\host` all resolve to another origin).
 */
export function appPath(url: unknown, origin: string): string | undefined {
  if (typeof url !== 'string' || !url.startsWith('/')) return undefined;
  const resolved = new URL(url, origin);
  return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : undefined;
}

declare global {
  interface Window {
    /** set while the installed app's chunk routes the worker's navigations (useWorkerNavigation) */
    workerNavigationRouted?: boolean;
  }
}

/**
 * Until the installed app's chunk routes them (it loads a few seconds after the page), a tapped notification's page
 * is opened by loading it: the early entry listens from the start, so a tap in the app's first seconds is not lost.
 */
export function followWorkerNavigationEarly(): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (window.workerNavigationRouted || !isNavigateMessage(event.data)) return;
    const path = appPath(event.data.url, location.origin);
    if (path) location.assign(path);
  });
}
