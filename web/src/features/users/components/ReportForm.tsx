/**
 * Report a user (spec section 5): a reason from the spec's list and a non-empty text, checked with the server's own
 * schema and limits. The server keeps one report per reporter per target per day and says so (409) on a second.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reportCreateSchema, reportReasons, type ReportReason } from '@contracts/users';
import { ApiError } from '../../../lib/api/client';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { usersCopy } from '../../../copy/users';
import { commonCopy } from '../../../copy/common';
import { paths } from '../../../lib/paths';
import { reportUser } from '../api';
import { checkForm } from '../../../lib/form-check';

const copy = usersCopy.report;
const textLimit = reportCreateSchema.shape.text.maxLength;
const reasons = Object.entries(reportReasons) as [ReportReason, string][];

type Field = 'reason' | 'text';

interface ReportFormProps {
  handle: string;
  name: string;
  /** with the server's confirmation */
  onSent: (message: string) => void;
  onCancel: () => void;
}

export function ReportForm({ handle, name, onSent, onCancel }: ReportFormProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const reasonField = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    reasonField.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    const parsed = checkForm(reportCreateSchema, { reason: reason || undefined, text });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await reportUser(handle, parsed.data);
      onSent(answer.message);
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.message : copy.failed);
    } finally {
      setSending(false);
    }
  }

  const errorId = (field: Field) => `${id}-${field}-error`;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <h3 id={`${id}-title`} className="font-bold text-slate-900">
        {copy.title(name)}
      </h3>
      <div>
        <label htmlFor={`${id}-reason`} className={labelClass}>
          {copy.reason}
        </label>
        <select
          ref={reasonField}
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason | '')}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? errorId('reason') : undefined}
          className={inputClass}
        >
          <option value="">{copy.chooseReason}</option>
          {reasons.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {errors.reason && (
          <p id={errorId('reason')} className="mt-1 text-sm text-red-700">
            {errors.reason}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          {copy.text}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          maxLength={textLimit}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${errors.text ? `${errorId('text')} ` : ''}${id}-counter`}
          className={`${inputClass} resize-y`}
        />
        <div className="mt-1 flex justify-between gap-2 text-sm">
          <p id={errorId('text')} className="text-red-700">
            {errors.text}
          </p>
          <p id={`${id}-counter`} className="shrink-0 text-slate-600">
            {copy.counter(text.length, textLimit)}
          </p>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {copy.rulesNote}{' '}
        <a href={paths.communityRules} target="_blank" rel="noopener" className="link">
          {copy.rulesLink}
          <span className="sr-only"> {commonCopy.newTabHint}</span>
        </a>
        {copy.rulesNoteEnd}
      </p>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {copy.cancel}
        </button>
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? copy.sending : copy.send}
        </button>
      </div>
    </form>
  );
}
