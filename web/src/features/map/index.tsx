/**
 * The map feature's public entry. The map itself (Leaflet, its CSS and the offline basemap) is a lazy chunk:
 * screens render `LazyEventMap`, so their list never waits for the map.
 */
import { lazy, Suspense } from 'react';
import { mapCopy } from '../../copy/map';
import type { EventMapProps } from './types';

export type { EventMapProps, LngLat, MapMarker } from './types';

const EventMap = lazy(() => import('./EventMap'));

export function LazyEventMap(props: EventMapProps) {
  return (
    <Suspense
      fallback={
        <div className={props.className} role="status" aria-live="polite">
          <span className="sr-only">{mapCopy.loading}</span>
        </div>
      }
    >
      <EventMap {...props} />
    </Suspense>
  );
}
