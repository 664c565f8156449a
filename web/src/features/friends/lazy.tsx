/**
 * The strip as the dashboards place it, below the list: its code is a chunk of its own, asked for once the list
 * has its cards on screen and the place below them comes near it (at once below a short list). Nothing of it is
 * on the dashboards' first-card path; keep this file as small as it is and free of other imports, since it is on
 * that path itself.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { EventType } from '@contracts/events';

const LazyStrip = lazy(() => import('./components/FriendsEventsStrip'));

export function FriendsEventsStrip({ type, listShown }: { type: EventType; listShown: boolean }) {
  const [near, setNear] = useState(false);
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!listShown || near || !mark.current) return;
    const watch = new IntersectionObserver((seen) => seen[0].isIntersecting && setNear(true), {
      rootMargin: '600px 0px',
    });
    watch.observe(mark.current);
    return () => watch.disconnect();
  }, [listShown, near]);
  return near ? (
    <Suspense fallback={null}>
      <LazyStrip type={type} />
    </Suspense>
  ) : (
    <div ref={mark} />
  );
}
