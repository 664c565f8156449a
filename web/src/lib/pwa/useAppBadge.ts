import { useEffect } from 'react';
import { showUnreadOnAppIcon } from './badge';

/** Keeps the app icon's badge at `unread` (the bell's count) while it is known. */
export function useAppBadge(unread: number | undefined): void {
  useEffect(() => {
    if (unread !== undefined) void showUnreadOnAppIcon(navigator, unread);
  }, [unread]);
}
