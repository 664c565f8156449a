/**
 * The strip as the dashboards place it: its code is a chunk of its own, asked for only once the list has its
 * cards on screen, so nothing of it is on the dashboards' first-card path. Keep this file free of other imports.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { EventType } from '@contracts/events';

const LazyStrip = lazy(() => import('./components/FriendsEventsStrip'));

/** Long enough for the first cards to paint before the strip's chunk is asked for. */
const afterListMs = 300;

export function FriendsEventsStrip({ type, listShown }: { type: EventType; listShown: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!listShown || ready) return;
    const timer = setTimeout(() => setReady(true), afterListMs);
    return () => clearTimeout(timer);
  }, [listShown, ready]);
  return ready ? (
    <Suspense fallback={null}>
      <LazyStrip type={type} />
    </Suspense>
  ) : null;
}
