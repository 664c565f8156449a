/**
 * The strip as the dashboards place it, above the list, where friends' plans are seen without scrolling past every
 * card: its code is a chunk of its own, asked for a moment after the list has its cards on screen, so nothing of it
 * competes with the first card. Keep this file as small as it is and free of other imports, since it is on that
 * path itself. A reader already scrolled into the list keeps their place when it arrives: the browser anchors the
 * scroll to what is on screen.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { EventType } from '@contracts/events';

const LazyStrip = lazy(() => import('./components/FriendsEventsStrip'));

/** Long enough for the first cards to paint before the strip's chunk and data are asked for. */
const afterListMs = 500;

export function FriendsEventsStrip({ type, listShown }: { type: EventType; listShown: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!listShown) return;
    const timer = setTimeout(setReady, afterListMs, true);
    return () => clearTimeout(timer);
  }, [listShown]);
  return ready ? (
    <Suspense fallback={null}>
      <LazyStrip type={type} />
    </Suspense>
  ) : null;
}
