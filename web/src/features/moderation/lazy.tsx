/**
 * The header's link to the console as the shell places it: nothing for anyone but a moderator, and for a moderator
 * the link with the open count from a chunk of its own, so no one else loads any of it.
 */
import { lazy, Suspense } from 'react';
import { useIsModerator } from '../../lib/identity/moderator';
import type { OpenCasesLinkProps } from './components/OpenCasesLink';

const LazyOpenCasesLink = lazy(() => import('./components/OpenCasesLink'));

export function ModerationLinkSlot(props: OpenCasesLinkProps) {
  const moderator = useIsModerator();
  if (!moderator) return null;
  return (
    <Suspense>
      <LazyOpenCasesLink {...props} />
    </Suspense>
  );
}
