/**
 * Keeps the tab's live channel open while the signed-in shell is mounted. Its code (and the schema library it
 * checks messages with) loads a few seconds after the page, in chunks of its own, so nothing of it weighs on the
 * first screen; what the screen read meanwhile is fresh anyway.
 */
import { useEffect } from 'react';
import { afterLoadDelaysMs, useAfterLoad } from '../after-load';
import type { LiveChannel } from './live-client';

export function useLive(): void {
  const ready = useAfterLoad(afterLoadDelaysMs.live);
  useEffect(() => {
    if (!ready) return;
    let channel: LiveChannel | undefined;
    let unmounted = false;
    void import('./live-client').then(({ startLive }) => {
      if (!unmounted) channel = startLive();
    });
    return () => {
      unmounted = true;
      channel?.stop();
    };
  }, [ready]);
}
