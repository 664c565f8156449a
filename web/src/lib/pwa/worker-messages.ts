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
