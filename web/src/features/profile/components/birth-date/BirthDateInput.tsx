/** The birth-date field: its label, why it is private, that it is asked once, and the refusal if any. */
import { useEffect, useId, useRef } from 'react';
import { istanbulParts } from '@contracts/istanbul-time';
import { calendarYears } from '@contracts/calendar-date';
import { inputClass, labelClass } from '../../../../lib/ui/classes';
import { birthDateCopy as copy } from '../../../../copy/birth-date';
import type { BirthDateForm } from './useBirthDateSave';

export function BirthDateInput({ form, autoFocus = true }: { form: BirthDateForm; autoFocus?: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {copy.label}
      </label>
      <input
        ref={input}
        id={id}
        name="birthDate"
        type="date"
        autoComplete="bday"
        required
        min={`${calendarYears.min}-01-01`}
        max={istanbulParts(new Date()).date}
        value={form.value}
        readOnly={form.saving}
        aria-invalid={form.problem !== ''}
        aria-describedby={`${id}-hint${form.problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => form.setValue(event.target.value)}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
        {copy.privacy} {copy.hint}
      </p>
      {form.problem && (
        <p
          id={`${id}-problem`}
          role="alert"
          className="mt-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {form.problem}
        </p>
      )}
    </div>
  );
}
