/**
 * A textarea with its hint and a character counter under it. Screen readers hear the hint and how many characters
 * are left, not the counter's digits.
 */
import type { Ref } from 'react';
import { commonCopy } from '../../copy/common';
import { inputClass, labelClass } from './classes';

interface CountedTextAreaProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** the contract's maximum length */
  limit: number;
  rows: number;
  readOnly?: boolean;
  placeholder?: string;
  invalid?: boolean;
  /** the element that says what is wrong with the text, read before the hint */
  errorId?: string;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** Under this many characters left, the counter turns bold. */
const nearTheLimit = 50;

export function CountedTextArea({
  id,
  label,
  hint,
  value,
  onChange,
  limit,
  rows,
  readOnly,
  placeholder,
  invalid,
  errorId,
  textAreaRef,
}: CountedTextAreaProps) {
  const left = limit - value.length;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        ref={textAreaRef}
        id={id}
        rows={rows}
        value={value}
        maxLength={limit}
        readOnly={readOnly}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${errorId ? `${errorId} ` : ''}${id}-hint ${id}-left`}
        aria-invalid={invalid ? true : undefined}
        className={`${inputClass} resize-y`}
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-xs text-slate-700">
        <span id={`${id}-hint`}>{hint}</span>
        <span
          aria-hidden="true"
          className={`shrink-0 tabular-nums ${left < nearTheLimit ? 'font-bold' : ''}`}
        >
          {commonCopy.textCounter(value.length, limit)}
        </span>
        <span id={`${id}-left`} className="sr-only">
          {commonCopy.charactersLeft(left)}
        </span>
      </div>
    </div>
  );
}
