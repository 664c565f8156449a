/**
 * The join-request modal (spec sections 2, 4, 5 and 8): an optional message to the host, checked with the
 * contract's own schema and limited as it says (500 characters, with a live counter); idle, sending, then it
 * closes with the spec's success text. A refusal (own, full, past, cancelled or draft event, blocked, already
 * asked, under 18) stays in the modal in the server's Turkish words; a first request asks the birth date once
 * (the profile's birth-date step) and is sent again.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/ui/toast';
import {
  joinRequestCreateSchema,
  joinRequestFailedMessage,
  joinRequestSentMessage,
  type JoinRequestAnswer,
} from '@contracts/requests';
import { ApiError } from '../../../lib/api/client';
import { Dialog } from '../../../lib/ui/Dialog';
import { CountedTextArea } from '../../../lib/ui/CountedTextArea';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { requestsCopy } from '../../../copy/requests';
import { sendJoinRequest } from '../api';
import { checkForm } from '../../../lib/form-check';
import { offerPhoneApp } from '../../install';
import { useBirthDateStep } from '../../profile';
import { PrivacyNotice } from '../../legal';

const copy = requestsCopy.modal;
const messageLimit = joinRequestCreateSchema.shape.message.def.innerType.maxLength;

export interface JoinRequestDialogProps {
  eventId: string;
  eventTitle: string;
  onClose: () => void;
  /** after the server took the request: the caller refreshes what shows it */
  onSent?: (answer: JoinRequestAnswer) => void;
}

export default function JoinRequestDialog({ eventId, eventTitle, onClose, onSent }: JoinRequestDialogProps) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const birthDate = useBirthDateStep();

  // The message is what the modal is for: the caret waits there, after the title was announced.
  useEffect(() => {
    field.current?.focus();
  }, []);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const parsed = checkForm(joinRequestCreateSchema, { eventId, message });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? joinRequestFailedMessage);
      return;
    }
    setSending(true);
    setProblem('');
    try {
      const answer = await birthDate.withBirthDate(() => sendJoinRequest(parsed.data));
      toast.success(answer.message || joinRequestSentMessage, { duration: 6000 });
      onSent?.(answer);
      onClose();
      offerPhoneApp();
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500
          ? failure.message
          : joinRequestFailedMessage,
      );
      setSending(false);
    }
  }

  return (
    <>
      <Dialog title={copy.title} onClose={sending ? () => undefined : onClose}>
        <form onSubmit={(e) => void send(e)} noValidate aria-busy={sending} className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-slate-800">{copy.event(eventTitle)}</p>
          <CountedTextArea
            id={fieldId}
            label={copy.messageLabel}
            hint={copy.hint}
            value={message}
            onChange={setMessage}
            limit={messageLimit}
            rows={5}
            readOnly={sending}
            placeholder={copy.placeholder}
            invalid={!!problem}
            textAreaRef={field}
          />
          {problem && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
              {problem}
            </p>
          )}
          <PrivacyNotice about={copy.privacyAbout} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={onClose} disabled={sending}>
              {copy.cancel}
            </button>
            <button type="submit" className={primaryButton} disabled={sending}>
              {sending && (
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white align-[-2px]"
                />
              )}
              {sending ? copy.sending : copy.send}
            </button>
          </div>
        </form>
      </Dialog>
      {birthDate.dialog}
    </>
  );
}
