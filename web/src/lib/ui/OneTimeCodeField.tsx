/** A six-digit code field (a reset code, an authenticator app's code) that keeps the digits of whatever is pasted. */
import { useId } from 'react';
import { oneTimeCodeFrom } from '../one-time-code';

interface OneTimeCodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function OneTimeCodeField({ label, value, onChange, disabled, autoFocus }: OneTimeCodeFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        required
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(oneTimeCodeFrom(event.target.value))}
        disabled={disabled}
        className="field-input text-center font-mono text-2xl tracking-[0.5em]"
      />
    </div>
  );
}
