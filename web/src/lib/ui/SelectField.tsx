/** A labelled select of the UI kit; `placeholder` adds a first, empty option ("All ...", "Choose ..."). */
import { inputClass, labelClass } from './classes';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string | undefined) => void;
  placeholder?: string;
}

export function SelectField({ id, label, value, options, onChange, placeholder }: SelectFieldProps) {
  return (
    <div>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
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
