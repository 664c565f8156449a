/**
 * Add friend in another user's profile dialog (spec section 2, Modals), and what follows it: a sent request can be
 * withdrawn, a received one accepted or declined, a friendship ended. Each button says what it does; the dialog
 * announces the server's Turkish answer.
 */
import { useState } from 'react';
import type { FriendshipAnswer, FriendshipStatus } from '@contracts/friends';
import { ApiError } from '../../../lib/api/client';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { friendsCopy } from '../../../copy/friends';
import { addFriend, removeFriend } from '../api';
import { Icon } from '../../../lib/ui/icons';

const copy = friendsCopy.button;

export interface FriendButtonProps {
  userId: string;
  friendship: FriendshipStatus;
  /** the new status and the server's message, or the failure's message */
  onChanged: (outcome: { answer?: FriendshipAnswer; failure?: string }) => void;
}

export function FriendButton({ userId, friendship, onChanged }: FriendButtonProps) {
  const [busy, setBusy] = useState(false);

  async function run(change: (id: string) => Promise<FriendshipAnswer>) {
    setBusy(true);
    try {
      onChanged({ answer: await change(userId) });
    } catch (failure) {
      onChanged({ failure: failure instanceof ApiError ? failure.message : copy.failed });
    } finally {
      setBusy(false);
    }
  }

  const wide = 'w-full sm:w-auto';
  const add = (label: string) => (
    <button
      type="button"
      className={`${primaryButton} ${wide}`}
      disabled={busy}
      onClick={() => void run(addFriend)}
    >
      {busy ? copy.adding : label}
    </button>
  );
  const remove = (label: string) => (
    <button
      type="button"
      className={`${secondaryButton} ${wide}`}
      disabled={busy}
      onClick={() => void run(removeFriend)}
    >
      {label}
    </button>
  );

  switch (friendship) {
    case 'none':
      return add(copy.add);
    case 'incoming':
      return (
        <>
          {add(copy.accept)}
          {remove(copy.decline)}
        </>
      );
    case 'outgoing':
      return (
        <>
          <p className={`${wide} self-center text-sm font-semibold text-slate-700`}>{copy.requested}</p>
          {remove(copy.cancel)}
        </>
      );
    case 'friends':
      return (
        <>
          <p className={`${wide} self-center text-sm font-semibold text-emerald-800`}>
            <Icon name="check" className="mr-1 inline size-4 align-[-0.15em]" />
            {copy.friends}
          </p>
          {remove(copy.remove)}
        </>
      );
  }
}
