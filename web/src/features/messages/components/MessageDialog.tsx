/**
 * The message dialog (spec section 2, My Events): the thread between an event's host and one requester or
 * participant, oldest first with the caller's own messages on the right, and a textarea ("Type your message...")
 * whose Send stays disabled while it is blank. A reply arrives as a live update that reads the thread again, with
 * no reload; every read marks it read on the server, and the inbox count follows. Each message of the other party
 * has a small "Bildir" (the shared report form in a dialog over this one); a message a moderator removed shows the
 * contract's note in its place.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { messageSendSchema, removedMessageText, type ChatMessage } from '@contracts/messages';
import { ApiError } from '../../../lib/api/client';
import { Dialog } from '../../../lib/ui/Dialog';
import { failureMessage, LoadFailed } from '../../../lib/ui/LoadState';
import {
  focusRing,
  inlineTextButton,
  inputClass,
  primaryButton,
  secondaryButton,
} from '../../../lib/ui/classes';
import { messagesCopy } from '../../../copy/messages';
import { reportCopy } from '../../../copy/reports';
import { useReportDialog } from '../../../lib/report/useReportDialog';
import { revalidateInbox, sendMessage, useThread } from '../api';
import { messageTime } from '../format';
import { checkForm } from '../../../lib/form-check';

const copy = messagesCopy.dialog;
const textLimit = messageSendSchema.shape.text.maxLength;

export interface MessageDialogProps {
  eventId: string;
  /** the requester/participant side of the thread, whoever opens it */
  userId: string;
  otherName: string;
  onClose: () => void;
  /**
   * Opens the other party's profile from the thread; without it there is no profile link (the dialog is opened
   * from that profile already). A slot, so messages need not import the users feature, which imports messages.
   */
  profileDialog?: ProfileDialogSlot;
}

/** Renders a user's profile dialog for a handle (username, or id while they have none). */
export type ProfileDialogSlot = (handle: string, onClose: () => void) => ReactNode;

export default function MessageDialog({
  eventId,
  userId,
  otherName,
  onClose,
  profileDialog,
}: MessageDialogProps) {
  const { data: thread, error, isLoading, mutate } = useThread(eventId, userId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const [viewingProfile, setViewingProfile] = useState(false);
  const reporting = useReportDialog();
  const log = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const name = thread?.other.name || otherName;
  // Not a party to this thread (or no such event): nothing to retry and nothing to send.
  const refused = !thread && (error?.status === 403 || error?.status === 404);

  // Opened to write: the dialog's title is announced as focus enters, and the caret is where the reply goes.
  useEffect(() => {
    field.current?.focus();
  }, []);

  // Each read marked the thread read: the inbox and the header count catch up now (no live update tells of one's
  // own read).
  const loaded = thread !== undefined;
  const lastId = thread?.messages.at(-1)?.id;
  useEffect(() => {
    if (!loaded) return;
    void revalidateInbox();
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [loaded, lastId]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = checkForm(messageSendSchema, { text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? copy.sendFailed);
      return;
    }
    setSending(true);
    setProblem('');
    try {
      const { message } = await sendMessage(eventId, userId, parsed.data.text);
      setText('');
      // Send is disabled while the field is empty: the caret goes back to where the next message is written.
      field.current?.focus();
      await mutate(
        (current) =>
          current && {
            ...current,
            messages: [...current.messages.filter((item) => item.id !== message.id), message],
          },
        { revalidate: false },
      );
      void revalidateInbox();
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.message : copy.sendFailed);
    } finally {
      setSending(false);
    }
  }

  function sendOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  let body;
  if (thread) {
    body = (
      <div
        ref={log}
        role="log"
        aria-label={copy.threadLabel(name)}
        tabIndex={0}
        className={`max-h-[45dvh] min-h-32 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3 ${focusRing}`}
      >
        {thread.messages.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{copy.empty}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {thread.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                own={message.senderId !== thread.other.userId}
                otherName={name}
                onReport={() =>
                  reporting.report(
                    {
                      kind: 'message',
                      eventId: thread.eventId,
                      threadUserId: thread.userId,
                      messageId: message.id,
                      sentAt: message.sentAt,
                    },
                    message.text,
                  )
                }
              />
            ))}
          </ol>
        )}
      </div>
    );
  } else if (error) {
    body = (
      <LoadFailed
        message={failureMessage(error, copy.loadFailed)}
        retry={refused ? undefined : { label: copy.retry, onRetry: () => void mutate(), busy: isLoading }}
      />
    );
  } else {
    body = (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-700">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-violet-200 border-t-violet-700"
        />
        {copy.loading}
      </p>
    );
  }

  return (
    <Dialog title={copy.title(name)} onClose={onClose}>
      <div className="flex flex-col gap-3">
        {thread && (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="min-w-0 truncate text-slate-700">{messagesCopy.about(thread.eventTitle)}</p>
            {profileDialog && (
              <button
                type="button"
                className={`link rounded ${focusRing}`}
                onClick={() => setViewingProfile(true)}
              >
                {copy.viewProfile}
              </button>
            )}
          </div>
        )}
        {body}
        {reporting.status}
        <form onSubmit={(event) => void send(event)} className="flex flex-col gap-2" noValidate>
          {!refused && (
            <>
              <label htmlFor={fieldId} className="sr-only">
                {copy.fieldLabel}
              </label>
              <textarea
                ref={field}
                id={fieldId}
                rows={3}
                value={text}
                maxLength={textLimit}
                placeholder={copy.placeholder}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={sendOnCtrlEnter}
                aria-describedby={`${fieldId}-hint`}
                aria-invalid={problem ? true : undefined}
                className={`${inputClass} resize-y`}
              />
              <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
                <span id={`${fieldId}-hint`}>{copy.sendHint}</span>
                <span aria-hidden="true">{copy.counter(text.length, textLimit)}</span>
              </div>
            </>
          )}
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={onClose}>
              {copy.cancel}
            </button>
            {!refused && (
              <button type="submit" className={primaryButton} disabled={sending || text.trim() === ''}>
                {sending ? copy.sending : copy.send}
              </button>
            )}
          </div>
        </form>
      </div>
      {viewingProfile &&
        thread &&
        profileDialog?.(thread.other.username ?? thread.other.userId, () => setViewingProfile(false))}
      {reporting.dialog}
    </Dialog>
  );
}

function MessageBubble({
  message,
  own,
  otherName,
  onReport,
}: {
  message: ChatMessage;
  own: boolean;
  otherName: string;
  /** opens the report form for this message (the other party's, not removed) */
  onReport: () => void;
}) {
  const time = messageTime(message.sentAt);
  const muted = own ? 'text-violet-100' : 'text-slate-600';
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 rounded-2xl px-3 py-2 text-sm ${
        own
          ? 'ml-auto rounded-br-sm bg-violet-700 text-white'
          : 'mr-auto rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200'
      }`}
    >
      {message.removed ? (
        <p className={`italic ${muted}`}>{removedMessageText}</p>
      ) : (
        <p className="whitespace-pre-wrap break-words">{message.text}</p>
      )}
      <p className={`text-xs ${muted}`}>
        <span>{own ? copy.you : otherName}</span> · <time dateTime={message.sentAt}>{time}</time>
        {!own && !message.removed && (
          <>
            {' · '}
            <button
              type="button"
              className={`-my-1 ${inlineTextButton}`}
              aria-label={reportCopy.openMessage(time)}
              onClick={onReport}
            >
              {reportCopy.open}
            </button>
          </>
        )}
      </p>
    </li>
  );
}
