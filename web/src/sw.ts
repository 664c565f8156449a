/**
 * The service worker (built by vite-plugin-pwa, web/vite.config.mts; docs/architecture.md, "Installable app"):
 * - the shell offline: the build's files precached, every navigation of the app answered with the precached
 *   index.html, and /config.json from the network or, offline, from its last copy (it holds no private data);
 * - nothing of the API is ever cached or answered from here: a navigation under an API path (a calendar feed, an
 *   e-mail's link) or to a file goes to the network, and no route matches an API call;
 * - a new version waits until the page asks it to take over (the "Yeni sürüm hazır" prompt), then takes every open
 *   tab of the app, as the first version does when it is installed;
 * - Web Push: a message becomes a notification and the app icon's badge; a tap opens its page in the app.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WebPushMessage } from '@contracts/web-push';
import { fallbackNotificationCopy } from './copy/pwa';
import { paths } from './lib/paths';
import { appIcons } from './lib/pwa/icons';
import { appPath, type NavigateMessage } from './lib/pwa/worker-messages';

declare const self: ServiceWorkerGlobalScope;
/** The API's path prefixes (/private/, /public/, ...), written in at build time. */
declare const __API_PATH_PREFIXES__: string[];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The tab that installed the first version is served by it at once (offline too); a new version takes the tabs only
// when the user asked for it, and the page that asked reloads as it does.
clientsClaim();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Navigations the shell must not answer: the API's paths, and any path whose last segment names a file
 * (robots.txt, an avatar): the app's own paths have no dot in their last segment, as the site's fallback assumes.
 */
const notTheApp = [
  ...__API_PATH_PREFIXES__.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`)),
  /\/[^/]*\.[^/]*$/,
];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: notTheApp }));

const siteConfigPath = '/config.json';
const siteConfigCache = 'site-config';
/** Long enough for a slow phone network, short enough that an offline start with a bad connection is not stuck. */
const configTimeoutSeconds = 4;
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === siteConfigPath,
  new NetworkFirst({ cacheName: siteConfigCache, networkTimeoutSeconds: configTimeoutSeconds }),
);
// The page that installs the worker read /config.json before the worker was there: a copy is kept at install, so
// the next start has one offline.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(siteConfigCache)
      .then((cache) => cache.add(siteConfigPath))
      .catch(() => undefined),
  );
});

// The page's "Yenile": this version takes over from the one the open tabs run.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

function readPushMessage(event: PushEvent): WebPushMessage | undefined {
  try {
    const message = event.data?.json() as Partial<WebPushMessage> | undefined;
    return typeof message?.title === 'string' && typeof message.body === 'string'
      ? (message as WebPushMessage)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The unread count on the app's icon, where the phone shows one (the Badging API). */
async function showUnread(unread: number | undefined): Promise<void> {
  if (unread === undefined || !('setAppBadge' in navigator)) return;
  await (unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge()).catch(() => undefined);
}

self.addEventListener('push', (event) => {
  // A browser requires a notification for every push, so a payload we cannot read still shows one.
  const message = readPushMessage(event) ?? {
    ...fallbackNotificationCopy,
    url: paths.dashboard.physical,
    tag: 'squad',
  };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(message.title, {
        body: message.body,
        icon: appIcons.icon192.path,
        badge: appIcons.badge.path,
        tag: message.tag,
        renotify: true,
        lang: 'tr',
        data: { url: message.url },
      } as NotificationOptions),
      showUnread(message.unread),
    ]),
  );
});

/** Shows `url` in an open window of the app (the page's router navigates), or opens one. */
async function openInApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  open.postMessage({ type: 'navigate', url } satisfies NavigateMessage);
  // A browser may refuse to focus a window, unless the user's tap allows it: the page has navigated anyway.
  await open.focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url =
    appPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin) ??
    paths.dashboard.physical;
  event.waitUntil(openInApp(url));
});
