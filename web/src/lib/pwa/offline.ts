/** Whether the device is offline, for the banner, and whether a read failed for that reason, for the screens. */
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/client';

function subscribe(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

/**
 * A call that never reached the server while the device is offline: the screen says so rather than that something
 * went wrong, and SWR reads it again once the device is back online (its revalidation on reconnect).
 */
export const failedOffline = (error: unknown): boolean =>
  error instanceof ApiError && error.reason === 'NETWORK' && !navigator.onLine;
