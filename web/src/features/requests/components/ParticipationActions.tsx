/**
 * What the requester can do with their place, under their request's state on the event's details: the place in
 * line ("Sırada 2."), a held place with its deadline and Confirm / Let go, the host's reason for a removal, and
 * leaving (the event, or the line) after a confirmation. Every button says what is under way while it waits.
 */
import { useState } from 'react';
import type { MyJoinRequest } from '@contracts/requests';
import { ApiError } from '../../../lib/api/client';
import { Dialog } from '../../../lib/ui/Dialog';
import { failureMessage } from '../../../lib/ui/LoadState';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { toast } from '../../../lib/ui/toast';
import { waitlistCopy } from '../../../copy/waitlist';
import { answerOffer, leaveEvent, type OfferAnswer } from '../api';
import { sentTime } from '../format';

const copy = waitlistCopy.actions;

interface ParticipationActionsProps {
  request: MyJoinRequest;
  /** the event has not started (nor been cancelled) */
  upcoming: boolean;
  /** after a change: the event's participants and the request moved */
  onChanged: () => void;
}

type Busy = OfferAnswer | 'leave' | null;

export function ParticipationActions({ request, upcoming, onChanged }: ParticipationActionsProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmingLeave, setConfirmingLeave] = useState(false);

  async function run(action: Exclude<Busy, null>) {
    setBusy(action);
    try {
      const answer =
        action === 'leave' ? await leaveEvent(request.eventId) : await answerOffer(action, request.eventId);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(
        failure instanceof ApiError ? failureMessage(failure, copy.actionFailed) : copy.actionFailed,
      );
    } finally {
      setBusy(null);
      setConfirmingLeave(false);
      onChanged();
    }
  }

  const inLine = request.status === 'waitlisted';
  const canLeave = (request.status === 'accepted' && upcoming) || inLine;
  return (
    <>
      {inLine && request.waitlistPosition !== null && (
        // a live region: moving up the line is heard while the page is open
        <p className="mt-2 text-lg font-bold text-indigo-900" aria-live="polite">
          {copy.position(request.waitlistPosition)}
        </p>
      )}
      {request.status === 'offered' && request.offerExpiresAt && upcoming && (
        <div className="mt-3 rounded-xl border border-violet-200 bg-violet-50 p-3">
          <p className="text-sm font-semibold text-violet-900" aria-live="polite">
            <time dateTime={request.offerExpiresAt}>{copy.offerUntil(sentTime(request.offerExpiresAt))}</time>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={primaryButton}
              disabled={busy !== null}
              onClick={() => void run('confirm')}
            >
              {busy === 'confirm' ? copy.confirming : copy.confirm}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={busy !== null}
              onClick={() => void run('decline')}
            >
              {busy === 'decline' ? copy.lettingGo : copy.letGo}
            </button>
          </div>
        </div>
      )}
      {request.status === 'removed' && request.removalReason && (
        <figure className="mt-3">
          <figcaption className="text-xs font-semibold text-slate-600">{copy.removalReason}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line break-words rounded-xl bg-red-50 p-3 text-sm text-red-900">
            {request.removalReason}
          </blockquote>
        </figure>
      )}
      {canLeave && (
        <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setConfirmingLeave(true)}>
          {inLine ? copy.leaveLine : copy.leave}
        </button>
      )}
      {confirmingLeave && (
        <Dialog
          title={inLine ? copy.leaveLineTitle : copy.leaveTitle}
          onClose={() => setConfirmingLeave(false)}
        >
          <p className="text-slate-800">{inLine ? copy.leaveLineBody : copy.leaveBody}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={() => setConfirmingLeave(false)}>
              {copy.stay}
            </button>
            <button
              type="button"
              className={primaryButton}
              disabled={busy !== null}
              onClick={() => void run('leave')}
            >
              {busy === 'leave' ? copy.leaving : copy.leaveConfirm}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
