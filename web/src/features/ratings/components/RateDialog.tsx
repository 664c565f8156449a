/**
 * Rating one person after an event: 1 to 5 stars as a radio group (arrow keys move, the screen reader names each
 * "n yıldız") and an optional feedback text, checked with the contract's own schema and limited as it says. A
 * refusal (too late, no-show, already rated...) stays in the dialog in the server's Turkish words.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  feedbackLimit,
  ratingCreateSchema,
  ratingFailedMessage,
  type RatingAnswer,
} from '@contracts/ratings';
import { ApiError } from '../../../lib/api/client';
import { Dialog } from '../../../lib/ui/Dialog';
import { CountedTextArea } from '../../../lib/ui/CountedTextArea';
import { ErrorNote } from '../../../lib/ui/ErrorNote';
import { FormActions } from '../../../lib/ui/FormActions';
import { labelClass } from '../../../lib/ui/classes';
import { toast } from '../../../lib/ui/toast';
import { checkForm } from '../../../lib/form-check';
import { ratingsCopy } from '../../../copy/ratings';
import { rateMember } from '../api';
import { Icon } from '../../../lib/ui/icons';

const copy = ratingsCopy.dialog;
const starValues = [1, 2, 3, 4, 5] as const;

export interface RateDialogProps {
  eventId: string;
  target: { userId: string; name: string };
  onClose: () => void;
  onRated: (answer: RatingAnswer) => void;
}

export default function RateDialog({ eventId, target, onClose, onRated }: RateDialogProps) {
  const [stars, setStars] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const firstStar = useRef<HTMLInputElement>(null);
  const id = useId();

  // The stars are what the dialog is for: focus waits on them once the title was announced.
  useEffect(() => {
    firstStar.current?.focus();
  }, []);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (stars === null) {
      setProblem(copy.chooseStars);
      return;
    }
    const parsed = checkForm(ratingCreateSchema, {
      targetUserId: target.userId,
      stars,
      ...(feedback.trim() ? { feedback } : {}),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? ratingFailedMessage);
      return;
    }
    setSending(true);
    setProblem('');
    try {
      const answer = await rateMember(eventId, parsed.data);
      toast.success(answer.message);
      onRated(answer);
      onClose();
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500
          ? failure.message
          : ratingFailedMessage,
      );
      setSending(false);
    }
  }

  return (
    <Dialog title={copy.title(target.name)} onClose={sending ? () => undefined : onClose}>
      <form onSubmit={(e) => void send(e)} noValidate aria-busy={sending} className="flex flex-col gap-4">
        <fieldset>
          <legend className={labelClass}>{copy.starsLegend}</legend>
          <div className="mt-1 flex gap-1">
            {starValues.map((value) => {
              const lit = stars !== null && value <= stars;
              return (
                <label
                  key={value}
                  className="relative cursor-pointer rounded-lg p-1 text-3xl leading-none has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700"
                >
                  <input
                    ref={value === 1 ? firstStar : undefined}
                    type="radio"
                    name={`${id}-stars`}
                    value={value}
                    checked={stars === value}
                    onChange={() => setStars(value)}
                    disabled={sending}
                    className="sr-only"
                  />
                  <Icon
                    name="star"
                    filled
                    className={`size-8 ${lit ? 'text-amber-500' : 'text-slate-300'}`}
                  />
                  <span className="sr-only">{copy.star(value)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <CountedTextArea
          id={`${id}-feedback`}
          label={copy.feedbackLabel}
          hint={copy.feedbackHint}
          value={feedback}
          onChange={setFeedback}
          limit={feedbackLimit}
          rows={4}
          readOnly={sending}
        />
        <ErrorNote message={problem} />
        <FormActions words={copy} sending={sending} onCancel={onClose} lockCancelWhileSending />
      </form>
    </Dialog>
  );
}
