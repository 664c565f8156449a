/** The message dialog as other features place it: a chunk of its own, fetched the first time a thread opens. */
import { lazy, Suspense } from 'react';
import { messagesCopy } from '../../copy/messages';
import { DialogFallback } from '../../lib/ui/DialogFallback';
import type { MessageDialogProps } from './components/MessageDialog';

const LazyMessageDialog = lazy(() => import('./components/MessageDialog'));

export function MessageDialog(props: MessageDialogProps) {
  return (
    <Suspense fallback={<DialogFallback label={messagesCopy.dialog.loading} />}>
      <LazyMessageDialog {...props} />
    </Suspense>
  );
}
