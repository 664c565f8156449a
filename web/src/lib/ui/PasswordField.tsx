import { useId, useState, type InputHTMLAttributes } from 'react';
import { commonCopy } from '../../copy/common';
import { Icon } from './icons';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  /** id of an element describing the field (rule checklist, error) */
  describedBy?: string;
}

/** Password input with a show/hide toggle that announces its state. */
export function PasswordField({ label, describedBy, disabled, ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          disabled={disabled}
          aria-describedby={describedBy}
          className="field-input pr-14"
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          disabled={disabled}
          aria-pressed={visible}
          aria-label={visible ? commonCopy.hidePassword : commonCopy.showPassword}
          className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-violet-700 hover:bg-violet-50 disabled:opacity-60"
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      </div>
    </div>
  );
}
