/**
 * The bell as the shell places it: a box of the bell's size at once (nothing moves when it arrives), and the
 * bell's own chunk only a moment after the page has loaded, so the first screen loads nothing of it. In the phone
 * menu (`soon`), which opens long after the first screen, it comes at once.
 */
import { lazy, Suspense } from 'react';
import { afterLoadDelaysMs, useAfterLoad } from '../../lib/after-load';

const LazyBell = lazy(() => import('./components/NotificationBell'));

export function NotificationBellSlot({
  className = 'inline-flex',
  soon,
}: {
  className?: string;
  soon?: boolean;
}) {
  const ready = useAfterLoad(afterLoadDelaysMs.bell) || soon;
  return (
    <span className={`${className} size-10 shrink-0`}>
      {ready && (
        <Suspense>
          <LazyBell />
        </Suspense>
      )}
    </span>
  );
}
