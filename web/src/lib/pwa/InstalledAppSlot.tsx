/**
 * Where the installed app's part of the page (./InstalledApp.tsx: the service worker's registration, the offline
 * banner, the update prompt) comes in: a while after the page's load, so nothing of it competes with the first
 * screen, or at once when the page opens offline.
 */
import { lazy, Suspense } from 'react';
import { afterLoadDelaysMs, useAfterLoad } from '../after-load';

const InstalledApp = lazy(() => import('./InstalledApp'));

export function InstalledAppSlot() {
  const due = useAfterLoad(afterLoadDelaysMs.installedApp) || !navigator.onLine;
  return (
    due && (
      <Suspense>
        <InstalledApp />
      </Suspense>
    )
  );
}
