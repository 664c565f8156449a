/**
 * Whether an event was published near the dashboard's point since the list was last read: the live channel hears
 * of it (lib/live/area-watch.ts), and the list waits for the reader's tap rather than change under their finger.
 * News belongs to the point it came for: a list read from another point has none yet.
 */
import { useCallback, useEffect, useState } from 'react';
import { onNewListings, watchArea } from '../../../lib/live/area-watch';
import type { LngLat } from '../../map';

export function useNewNearbyEvents(near: LngLat | undefined): { waiting: boolean; seen: () => void } {
  const [newsFor, setNewsFor] = useState<string>();
  const [lng, lat] = near ?? [];
  const point = near ? `${lng},${lat}` : undefined;
  useEffect(() => {
    if (lng === undefined || lat === undefined) return undefined;
    const stopWatching = watchArea([lng, lat]);
    const stopHearing = onNewListings(() => setNewsFor(`${lng},${lat}`));
    return () => {
      stopHearing();
      stopWatching();
    };
  }, [lng, lat]);
  const seen = useCallback(() => setNewsFor(undefined), []);
  return { waiting: point !== undefined && newsFor === point, seen };
}
