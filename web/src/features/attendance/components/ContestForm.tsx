/**
 * A participant's one contest of a no-show: a short text, checked with the server's own schema and limit. The
 * server refuses a second contest (409) in Turkish; the form then says so.
 */
import { useId, useState, type FormEvent } from 'react';
import { contestSchema, type AttendanceEntry } from '@contracts/attendance';
import { failedCallMessage } from '../../../lib/api/client';
import { checkForm } from '../../../lib/form-check';
import { inputClass, labelClass, primaryButton } from '../../../lib/ui/classes';
import { toast } from '../../../lib/ui/toast';
import { attendanceCopy } from '../../../copy/attendance';
import { commonCopy } from '../../../copy/common';
import { contestAttendance } from '../api';

const copy = attendanceCopy.contest;
const textLimit = contestSchema.shape.text.maxLength;

interface ContestFormProps {
  eventId: string;
  onContested: (entry: AttendanceEntry) => void;
}

export function ContestForm({ eventId, onContested }: ContestFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = checkForm(contestSchema, { text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? copy.failed);
      return;
    }
    setProblem('');
    setSending(true);
    try {
      const answer = await contestAttendance(eventId, parsed.data);
      toast.success(answer.message);
      onContested(answer.entry);
    } catch (failure) {
      setProblem(failedCallMessage(failure, copy.failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <label htmlFor={`${id}-text`} className={labelClass}>
        {copy.label}
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        value={text}
        maxLength={textLimit}
        placeholder={copy.placeholder}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${problem ? `${id}-problem ` : ''}${id}-counter`}
        className={`${inputClass} resize-y`}
      />
      <div className="flex justify-between gap-2 text-sm">
        <p id={`${id}-problem`} role="alert" className="text-red-700">
          {problem}
        </p>
        <p id={`${id}-counter`} className="shrink-0 text-slate-600">
          {commonCopy.textCounter(text.length, textLimit)}
        </p>
      </div>
      <button type="submit" className={`${primaryButton} self-start`} disabled={sending}>
        {sending ? copy.sending : copy.send}
      </button>
    </form>
  );
}
