/**
 * Registers the service worker (src/sw.ts, built as /sw.js) in a production build, and tells the page when a new
 * version is waiting. Loaded after the page's load (./InstalledAppSlot.tsx), so none of it is on a first screen's
 * path. A new version is looked for when the tab is shown again and every hour; it waits until the user presses
 * "Yenile", which hands the open tabs over to it (it claims them as it activates), and they reload.
 */
import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

const updateCheckMs = 60 * 60_000;

let applyUpdate: (() => void) | undefined;
const listeners = new Set<() => void>();

function lookForUpdates(workbox: Workbox): void {
  const check = () => {
    // update() fails offline, and a hidden tab can wait until it is shown.
    if (document.visibilityState === 'visible' && navigator.onLine) workbox.update().catch(() => undefined);
  };
  setInterval(check, updateCheckMs);
  document.addEventListener('visibilitychange', check);
}

function register(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    // Whichever tab's "Yenile" hands over, every tab of the old version reloads: its code would ask the new worker
    // for files of the old build.
    workbox.addEventListener('controlling', () => location.reload());
    applyUpdate = () => workbox.messageSkipWaiting();
    for (const listener of listeners) listener();
  });
  workbox
    .register({ immediate: true })
    .then(() => lookForUpdates(workbox))
    .catch((error: unknown) => console.warn('The service worker could not be registered', error));
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) register();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The new version's "take over and reload", once one is waiting. */
export function useWaitingVersion(): (() => void) | undefined {
  return useSyncExternalStore(subscribe, () => applyUpdate);
}
