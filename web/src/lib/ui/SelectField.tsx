/**
 * A labelled select of the UI kit; `placeholder` adds a first, empty option ("All ...", "Choose ..."). In a form,
 * `invalid` and `describedBy` tie it to the message that says what is wrong with it.
 */
import type { Ref } from 'react';
import { inputClass, labelClass } from './classes';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string | undefined) => void;
  placeholder?: string;
  invalid?: boolean;
  /** the ids of what describes it (its error message) */
  describedBy?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  placeholder,
  invalid,
  describedBy,
  selectRef,
}: SelectFieldProps) {
  return (
    <div>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
