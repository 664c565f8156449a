/**
 * The dashboards' "Arkadaşların" strip, and when a dashboard may show its list (`loading`, the list's or the strip's).
 * The strip sits above the list, where friends' plans are seen without scrolling past every card; its request goes
 * out with the list's, and the list waits for it (at most `longestHoldMs`), so the two appear together and the strip
 * never pushes down cards already on screen. A strip slower than that arrives above the cards; a reader already
 * scrolled into them keeps their place (KeepsReaderInPlace).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { EventType } from '@contracts/events';
import { useFriendEvents } from './api';
import { FriendsEventsStrip } from './components/FriendsEventsStrip';

/** How long a list that is ready waits for the strip before showing its cards without it. */
const longestHoldMs = 800;

export function useFriendsStrip(
  type: EventType,
  listLoading: boolean,
): { loading: boolean; strip: ReactNode } {
  const { data, error } = useFriendEvents(type);
  const [heldLongEnough, setHeldLongEnough] = useState(false);
  useEffect(() => {
    if (listLoading) return;
    const timer = setTimeout(setHeldLongEnough, longestHoldMs, true);
    return () => clearTimeout(timer);
  }, [listLoading]);
  const settled = data !== undefined || error !== undefined || heldLongEnough;
  const loading = listLoading || !settled;
  return { loading, strip: loading ? null : <FriendsEventsStrip items={data?.items ?? []} /> };
}
