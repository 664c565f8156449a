/**
 * The host's "Çıkar" on a participant (details' Participants tab): a dialog asks for the reason the participant
 * will read, checked with the server's own schema; the place then goes to the first in line.
 */
import { useId, useState, type FormEvent } from 'react';
import { removalSchema } from '@contracts/requests';
import { ApiError } from '../../../lib/api/client';
import { Dialog } from '../../../lib/ui/Dialog';
import { failureMessage } from '../../../lib/ui/LoadState';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { toast } from '../../../lib/ui/toast';
import { checkForm } from '../../../lib/form-check';
import { waitlistCopy } from '../../../copy/waitlist';
import { removeParticipant } from '../api';

const copy = waitlistCopy.remove;
const reasonLimit = removalSchema.shape.reason.maxLength;

interface RemoveParticipantButtonProps {
  eventId: string;
  participant: { userId: string; name: string };
  /** after the removal: the participants changed */
  onRemoved: () => void;
}

export function RemoveParticipantButton({ eventId, participant, onRemoved }: RemoveParticipantButtonProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [removing, setRemoving] = useState(false);
  const fieldId = useId();
  const problemId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(removalSchema, { reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? copy.failed);
      return;
    }
    setRemoving(true);
    try {
      const answer = await removeParticipant(eventId, participant.userId, checked.data);
      toast.success(answer.message);
      setOpen(false);
      onRemoved();
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failureMessage(failure, copy.failed) : copy.failed);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`${secondaryButton} shrink-0`}
        aria-label={copy.buttonFor(participant.name)}
        onClick={() => setOpen(true)}
      >
        {copy.button}
      </button>
      {open && (
        <Dialog title={copy.title(participant.name)} onClose={() => setOpen(false)}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <label htmlFor={fieldId} className={labelClass}>
              {copy.reasonLabel}
            </label>
            <textarea
              id={fieldId}
              className={`${inputClass} mt-1 min-h-24 w-full`}
              value={reason}
              maxLength={reasonLimit}
              aria-invalid={problem !== ''}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem('');
              }}
            />
            <p className="mt-1 text-xs text-slate-700">{copy.reasonHint}</p>
            {problem && (
              <p id={problemId} role="alert" className="mt-2 text-sm font-semibold text-red-800">
                {problem}
              </p>
            )}
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
                {copy.cancel}
              </button>
              <button type="submit" className={primaryButton} disabled={removing}>
                {removing ? copy.removing : copy.confirm}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
