/**
 * The report form ("Bildir", spec section 5) for a user, an event, a message or a review: a reason from the spec's
 * list and a non-empty text, checked with the server's own schema and limits, the link to the community
 * guidelines, progress while it sends, and the server's words after. The server keeps one report per reporter per
 * target per day and says so (409) on a second. Inline under a profile's buttons it carries its own title; in a
 * dialog (./ReportDialog.tsx) the dialog's title names it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { reportCreateSchema, reportReasonIds, reportReasons, type ReportReason } from '@contracts/users';
import { failedCallMessage } from '../api/client';
import { checkForm } from '../form-check';
import { paths } from '../paths';
import { CountedTextArea } from '../ui/CountedTextArea';
import { ErrorNote } from '../ui/ErrorNote';
import { FormActions } from '../ui/FormActions';
import { SelectField } from '../ui/SelectField';
import { reportCopy as copy } from '../../copy/reports';
import { commonCopy } from '../../copy/common';
import { sendReport, type ReportTarget } from './report-api';

const textLimit = reportCreateSchema.shape.text.maxLength;
const reasons = reportReasonIds.map((reason) => [reason, reportReasons[reason]] as const);

type Field = 'reason' | 'text';

export interface ReportFormProps {
  target: ReportTarget;
  title: string;
  /**
   * 'inline' (the default) shows the title as the form's heading and takes focus to its first field; 'dialog'
   * leaves the title to the dialog's, and focus too: a dialog moves focus in after its content has mounted, so it
   * focuses `reasonRef` itself.
   */
  variant?: 'inline' | 'dialog';
  reasonRef?: RefObject<HTMLSelectElement | null>;
  /** with the server's confirmation */
  onSent: (message: string) => void;
  onCancel: () => void;
}

export function ReportForm({
  target,
  title,
  variant = 'inline',
  reasonRef,
  onSent,
  onCancel,
}: ReportFormProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const ownReasonField = useRef<HTMLSelectElement>(null);
  const reasonField = reasonRef ?? ownReasonField;
  const textField = useRef<HTMLTextAreaElement>(null);

  const inline = variant === 'inline';
  useEffect(() => {
    if (inline) reasonField.current?.focus();
  }, [inline, reasonField]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    const parsed = checkForm(reportCreateSchema, { reason: reason || undefined, text });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      (found.reason ? reasonField : textField).current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await sendReport(target, parsed.data);
      onSent(answer.message);
    } catch (failure) {
      setProblem(failedCallMessage(failure, copy.failed));
    } finally {
      setSending(false);
    }
  }

  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={inline ? `${id}-title` : undefined}
      aria-label={inline ? undefined : title}
      aria-busy={sending || undefined}
      className={`flex flex-col gap-3 ${inline ? 'rounded-xl border border-slate-200 p-4' : ''}`}
    >
      {inline && (
        <h3 id={`${id}-title`} className="font-bold text-slate-900">
          {title}
        </h3>
      )}
      <div>
        <SelectField
          id={`${id}-reason`}
          label={copy.reason}
          value={reason}
          options={reasons}
          onChange={(value) => setReason(reportReasonIds.find((known) => known === value) ?? '')}
          placeholder={copy.chooseReason}
          invalid={Boolean(errors.reason)}
          describedBy={errors.reason ? errorId('reason') : undefined}
          selectRef={reasonField}
        />
        {fieldError('reason')}
      </div>
      <div>
        <CountedTextArea
          id={`${id}-text`}
          label={copy.text}
          hint={copy.textHint}
          value={text}
          onChange={setText}
          limit={textLimit}
          rows={4}
          invalid={Boolean(errors.text)}
          errorId={errors.text ? errorId('text') : undefined}
          textAreaRef={textField}
        />
        {fieldError('text')}
      </div>
      <p className="text-sm text-slate-700">
        {copy.rulesNote}{' '}
        <a href={paths.communityRules} target="_blank" rel="noopener" className="link">
          {copy.rulesLink}
          <span className="sr-only"> {commonCopy.newTabHint}</span>
        </a>
        {copy.rulesNoteEnd}
      </p>
      <ErrorNote message={problem} />
      <FormActions words={copy} sending={sending} onCancel={onCancel} />
    </form>
  );
}
