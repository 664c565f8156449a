/**
 * /icerik-bildir: a notice of unlawful content (Law 5651's notice and takedown), open to anyone, account or not.
 * Checked with the server's own schema; the server opens a case for the moderators and acknowledges by e-mail.
 */
import { useId, useState, type FormEvent } from 'react';
import { contentNoticeReasons, contentNoticeSchema, type ContentNoticeReason } from '@contracts/moderation';
import { ApiError } from '../../../lib/api/client';
import { checkForm } from '../../../lib/form-check';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { contentNoticeCopy as copy } from '../../../copy/legal';
import { giveContentNotice } from '../api';
import { LegalFrame } from '../../legal';

const textLimit = contentNoticeSchema.shape.text.maxLength;
const reasons = Object.entries(contentNoticeReasons) as [ContentNoticeReason, string][];

type Field = 'url' | 'reason' | 'text' | 'contactEmail';
const empty = { url: '', reason: '' as ContentNoticeReason | '', text: '', contactEmail: '' };

export default function ContentNoticePage() {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    const parsed = checkForm(contentNoticeSchema, { ...values, reason: values.reason || undefined });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      setSent((await giveContentNotice(parsed.data)).message);
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.message : copy.failed);
    } finally {
      setSending(false);
    }
  }

  const fieldId = (field: Field) => `${id}-${field}`;
  const describedBy = (field: Field, hint = true) =>
    [errors[field] ? `${fieldId(field)}-error` : '', hint ? `${fieldId(field)}-hint` : ''].join(' ').trim() ||
    undefined;
  const error = (field: Field) =>
    errors[field] && (
      <p id={`${fieldId(field)}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    );
  const hint = (field: Field, text: string) => (
    <p id={`${fieldId(field)}-hint`} className="mt-1 text-sm text-slate-600">
      {text}
    </p>
  );

  return (
    <LegalFrame>
      <header>
        <h1 className="text-3xl font-black text-slate-900">{copy.title}</h1>
      </header>
      {copy.intro.map((paragraph) => (
        <p key={paragraph} className="text-slate-800">
          {paragraph}
        </p>
      ))}
      <p className="text-sm text-slate-700">{copy.memberHint}</p>
      {sent ? (
        <div className="space-y-3">
          <p role="status" className="rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900">
            {sent}
          </p>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setValues(empty);
              setSent('');
            }}
          >
            {copy.another}
          </button>
        </div>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={copy.title}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <div>
            <label htmlFor={fieldId('url')} className={labelClass}>
              {copy.url}
            </label>
            <input
              id={fieldId('url')}
              type="url"
              inputMode="url"
              autoComplete="url"
              value={values.url}
              onChange={(event) => set('url')(event.target.value)}
              aria-invalid={errors.url ? true : undefined}
              aria-describedby={describedBy('url')}
              className={inputClass}
            />
            {hint('url', copy.urlHint)}
            {error('url')}
          </div>
          <div>
            <label htmlFor={fieldId('reason')} className={labelClass}>
              {copy.reason}
            </label>
            <select
              id={fieldId('reason')}
              value={values.reason}
              onChange={(event) => set('reason')(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy('reason', false)}
              className={inputClass}
            >
              <option value="">{copy.chooseReason}</option>
              {reasons.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            {error('reason')}
          </div>
          <div>
            <label htmlFor={fieldId('text')} className={labelClass}>
              {copy.text}
            </label>
            <textarea
              id={fieldId('text')}
              rows={5}
              maxLength={textLimit}
              value={values.text}
              onChange={(event) => set('text')(event.target.value)}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={describedBy('text')}
              className={`${inputClass} resize-y`}
            />
            <div className="mt-1 flex justify-between gap-2 text-sm">
              <p id={`${fieldId('text')}-hint`} className="text-slate-600">
                {copy.textHint}
              </p>
              <p className="shrink-0 text-slate-600" aria-hidden="true">
                {copy.counter(values.text.length, textLimit)}
              </p>
            </div>
            {error('text')}
          </div>
          <div>
            <label htmlFor={fieldId('contactEmail')} className={labelClass}>
              {copy.email}
            </label>
            <input
              id={fieldId('contactEmail')}
              type="email"
              autoComplete="email"
              value={values.contactEmail}
              onChange={(event) => set('contactEmail')(event.target.value)}
              aria-invalid={errors.contactEmail ? true : undefined}
              aria-describedby={describedBy('contactEmail')}
              className={inputClass}
            />
            {hint('contactEmail', copy.emailHint)}
            {error('contactEmail')}
          </div>
          {problem && (
            <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm font-medium text-red-800">
              {problem}
            </p>
          )}
          <div className="flex justify-end">
            <button
              type="submit"
              className={primaryButton}
              disabled={sending}
              aria-busy={sending || undefined}
            >
              {sending ? copy.sending : copy.send}
            </button>
          </div>
        </form>
      )}
    </LegalFrame>
  );
}
