/**
 * The strip as the dashboards place it: its code is a chunk of its own, asked for only once the list has its
 * cards (and a moment later, so they paint first): nothing of it is on the dashboards' first-card path. Keep this
 * file as small as it is and free of other imports: it is on that path itself.
 */
import { lazy, Suspense } from 'react';
import type { EventType } from '@contracts/events';

const LazyStrip = lazy(() =>
  new Promise((painted) => setTimeout(painted, 300)).then(() => import('./components/FriendsEventsStrip')),
);

export const FriendsEventsStrip = ({ type, listShown }: { type: EventType; listShown: boolean }) =>
  listShown && (
    <Suspense fallback={null}>
      <LazyStrip type={type} />
    </Suspense>
  );
