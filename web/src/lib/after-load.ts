/**
 * Whether the page finished loading `delayMs` ago: what the shell waits for before it fetches code that the first
 * screen does not need (the live channel, the bell, the service worker), so none of it competes with the first card.
 */
import { useEffect, useState } from 'react';

/** How long after the load event each piece of deferred work starts. The toasts come once the first screen has
 * usually drawn its list; the service worker comes last: its install downloads every screen's code for offline use. */
export const afterLoadDelaysMs = { bell: 1_000, toasts: 2_000, live: 3_000, installedApp: 5_000 } as const;

export function useAfterLoad(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const later = () => (timer = setTimeout(setReady, delayMs, true));
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
    return () => {
      removeEventListener('load', later);
      clearTimeout(timer);
    };
  }, [delayMs]);
  return ready;
}
