/**
 * Keeps the tab's push channel open while the signed-in shell is mounted. Its code (and the schema library it
 * checks messages with) loads a few seconds after the page, in chunks of its own, so nothing of it weighs on the
 * first screen; what the screen read meanwhile is fresh anyway.
 */
import { useEffect } from 'react';
import { afterLoadDelaysMs, useAfterLoad } from '../after-load';
import type { PushChannel } from './push-client';

export function usePush(): void {
  const ready = useAfterLoad(afterLoadDelaysMs.push);
  useEffect(() => {
    if (!ready) return;
    let channel: PushChannel | undefined;
    let unmounted = false;
    void import('./push-client').then(({ startPush }) => {
      if (!unmounted) channel = startPush();
    });
    return () => {
      unmounted = true;
      channel?.stop();
    };
  }, [ready]);
}
