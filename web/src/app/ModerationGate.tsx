/**
 * /moderation/*: the moderators' console, whose chunk is asked for only once the session is known to be a
 * moderator's. Anyone else gets the dashboard's not-found page, as for any path that is not there (the API
 * refuses them anyway).
 */
import { lazy, Suspense } from 'react';
import { useIsModerator } from '../lib/identity/moderator';
import { Loading } from '../lib/ui/Loading';
import { DashboardNotFoundPage } from './NotFoundPage';

const ModerationConsole = lazy(() => import('../features/moderation/console'));

export default function ModerationGate() {
  const moderator = useIsModerator();
  if (moderator === undefined) return <Loading />;
  if (!moderator) return <DashboardNotFoundPage />;
  return (
    <Suspense fallback={<Loading />}>
      <ModerationConsole notFound={<DashboardNotFoundPage />} />
    </Suspense>
  );
}
