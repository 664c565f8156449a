/**
 * The join-request and Manage dialogs as other features place them: each a chunk of its own, fetched the first
 * time someone opens it, so the dashboards' first screen does not carry them.
 */
import { lazy, Suspense } from 'react';
import { requestsCopy } from '../../copy/requests';
import { commonCopy } from '../../copy/common';
import { DialogFallback } from '../../lib/ui/DialogFallback';
import type { JoinRequestDialogProps } from './components/JoinRequestDialog';
import type { ManageRequestsDialogProps } from './components/ManageRequestsDialog';

const LazyJoinRequestDialog = lazy(() => import('./components/JoinRequestDialog'));
const LazyManageRequestsDialog = lazy(() => import('./components/ManageRequestsDialog'));

export function JoinRequestDialog(props: JoinRequestDialogProps) {
  return (
    <Suspense fallback={<DialogFallback label={commonCopy.loading} />}>
      <LazyJoinRequestDialog {...props} />
    </Suspense>
  );
}

export function ManageRequestsDialog(props: ManageRequestsDialogProps) {
  return (
    <Suspense fallback={<DialogFallback label={requestsCopy.host.loading} />}>
      <LazyManageRequestsDialog {...props} />
    </Suspense>
  );
}
