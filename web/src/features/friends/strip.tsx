/**
 * The dashboards' "Arkadaşların" strip, with when a dashboard may show its list. The strip sits above the list, where
 * friends' plans are seen without scrolling past every card; its request goes out with the list's, and the list
 * waits for it (at most `longestHoldMs`), so the two appear together and the strip never pushes down cards already
 * on screen. A strip slower than that arrives above the cards; a reader already scrolled into them keeps their
 * place, since the browser anchors the scroll to what is on screen.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { EventType } from '@contracts/events';
import { useFriendEvents } from './api';
import { FriendsEventsStrip } from './components/FriendsEventsStrip';

/** How long a list that is ready waits for the strip before showing its cards without it. */
const longestHoldMs = 800;

export function useFriendsStrip(type: EventType, listReady: boolean): { settled: boolean; strip: ReactNode } {
  const { data, error } = useFriendEvents(type);
  const [heldLongEnough, setHeldLongEnough] = useState(false);
  useEffect(() => {
    if (!listReady) return;
    const timer = setTimeout(setHeldLongEnough, longestHoldMs, true);
    return () => clearTimeout(timer);
  }, [listReady]);
  return {
    settled: data !== undefined || error !== undefined || heldLongEnough,
    strip: <FriendsEventsStrip items={data?.items ?? []} />,
  };
}
