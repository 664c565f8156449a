/**
 * The profile dialog as other features place it: its code (tabs, report form, block) is a chunk of its own,
 * fetched the first time someone opens a profile.
 */
import { lazy, Suspense } from 'react';
import { usersCopy } from '../../copy/users';
import { DialogFallback } from '../../lib/ui/DialogFallback';

export interface UserProfileDialogProps {
  /** the username, or the user id while they have none */
  handle: string;
  onClose: () => void;
  /** the thread the Message button opens; without it there is no Message button */
  messageTarget?: { eventId: string; userId: string };
}

const LazyUserProfileDialog = lazy(() => import('./components/UserProfileDialog'));

export function UserProfileDialog(props: UserProfileDialogProps) {
  return (
    <Suspense fallback={<DialogFallback label={usersCopy.dialog.loading} />}>
      <LazyUserProfileDialog {...props} />
    </Suspense>
  );
}

/** The profile dialog as a slot for another feature's dialog (the message thread's profile link). */
export const userProfileDialogSlot = (handle: string, onClose: () => void) => (
  <UserProfileDialog handle={handle} onClose={onClose} />
);
