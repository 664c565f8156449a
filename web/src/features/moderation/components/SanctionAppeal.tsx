/**
 * The user's one appeal of a sanction, under it on the account settings: "İtiraz et" opens a short form whose text
 * is checked with the server's own schema and limits. Sent, the server's confirmation stays in the button's place
 * and the sanctions are read again (the appeal then shows as pending). Refused for good (404: gone; 409: already
 * appealed, or past its window), the server's reason does, and the list is read again to show how things stand;
 * anything else (a timeout, a rate limit) leaves the form open to send again.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { appealSchema, type SanctionView } from '@contracts/moderation';
import { sanctionsCopy } from '../../../copy/moderation';
import { ApiError, failedCallMessage } from '../../../lib/api/client';
import { checkForm } from '../../../lib/form-check';
import { focusRing, secondaryButton } from '../../../lib/ui/classes';
import { CountedTextArea } from '../../../lib/ui/CountedTextArea';
import { ErrorNote } from '../../../lib/ui/ErrorNote';
import { FormActions } from '../../../lib/ui/FormActions';
import { toast } from '../../../lib/ui/toast';
import { appealSanction, revalidateMySanctions } from '../api';
import { dayText } from '../time';

const copy = sanctionsCopy.appealForm;
const textSchema = appealSchema.shape.text;

const isFinalRefusal = (failure: unknown): failure is ApiError =>
  failure instanceof ApiError && (failure.status === 404 || failure.status === 409);

type Outcome = { sent: boolean; message: string };

export function SanctionAppeal({ sanction }: { sanction: SanctionView }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** where the focus goes once the form has closed: back to its button, or to the outcome */
  const [focusTo, setFocusTo] = useState<'button' | 'outcome' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const said = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusTo === 'button') button.current?.focus();
    if (focusTo === 'outcome') said.current?.focus();
  }, [focusTo]);

  function close(next: Outcome | null) {
    setOpen(false);
    setOutcome(next);
    setFocusTo(next ? 'outcome' : 'button');
  }

  if (!open && !outcome && !sanction.appealable) return null;
  return (
    <div className="flex flex-col gap-2">
      {outcome && (
        <div ref={said} tabIndex={-1} className={`rounded-xl ${focusRing}`}>
          {outcome.sent ? (
            <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
              {outcome.message}
            </p>
          ) : (
            <ErrorNote message={outcome.message} />
          )}
        </div>
      )}
      {open ? (
        <AppealForm
          sanctionId={sanction.sanctionId}
          onSent={(message) => {
            toast.success(message);
            close({ sent: true, message });
          }}
          onRefused={(message) => {
            close({ sent: false, message });
            void revalidateMySanctions();
          }}
          onCancel={() => close(null)}
        />
      ) : (
        sanction.appealable && (
          <button
            ref={button}
            type="button"
            className={`${secondaryButton} self-start`}
            onClick={() => {
              setOutcome(null);
              setFocusTo(null);
              setOpen(true);
            }}
          >
            {copy.open}
            <span className="sr-only">
              {copy.openTarget(sanctionsCopy.kinds[sanction.action], dayText(sanction.createdAt))}
            </span>
          </button>
        )
      )}
    </div>
  );
}

interface AppealFormProps {
  sanctionId: string;
  /** with the server's confirmation, once the list shows the appeal */
  onSent: (message: string) => void;
  /** with the server's reason: nothing to send again */
  onRefused: (message: string) => void;
  onCancel: () => void;
}

function AppealForm({ sanctionId, onSent, onRefused, onCancel }: AppealFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setProblem('');
    const parsed = checkForm(appealSchema, { text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? copy.failed);
      field.current?.focus();
      return;
    }
    setError('');
    setSending(true);
    try {
      const answer = await appealSanction(sanctionId, parsed.data);
      onSent(answer.message);
    } catch (failure) {
      if (isFinalRefusal(failure)) onRefused(failure.message);
      else setProblem(failedCallMessage(failure, copy.failed));
      setSending(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      aria-busy={sending || undefined}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
    >
      <h4 id={`${id}-title`} className="font-bold text-slate-900">
        {copy.title}
      </h4>
      <div>
        <CountedTextArea
          id={`${id}-text`}
          label={copy.label}
          hint={copy.hint(textSchema.minLength)}
          value={text}
          onChange={(value) => {
            setText(value);
            setError('');
          }}
          limit={textSchema.maxLength}
          rows={4}
          invalid={Boolean(error)}
          errorId={error ? errorId : undefined}
          textAreaRef={field}
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <ErrorNote message={problem} />
      <FormActions words={copy} sending={sending} onCancel={onCancel} />
    </form>
  );
}
