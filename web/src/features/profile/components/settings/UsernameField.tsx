/** Username input with the on-demand availability check (GET /private/check-username/{username}). */
import { useId, useState } from 'react';
import { usernameRule, usernameRuleMessage } from '@contracts/profile';
import { profileCopy } from '../../../../copy/profile';
import { checkUsername } from '../../settings-api';
import { inputClass, labelClass, secondaryButton } from '../../../../lib/ui/classes';

type CheckState =
  { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; message: string; tone: 'good' | 'bad' };

interface UsernameFieldProps {
  value: string;
  savedUsername: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

const toneClass = { good: 'text-emerald-700', bad: 'text-red-700' } as const;

export function UsernameField({ value, savedUsername, error, disabled, onChange }: UsernameFieldProps) {
  const copy = profileCopy.settings;
  const inputId = useId();
  const [check, setCheck] = useState<CheckState>({ kind: 'idle' });
  const ruleBroken = value !== '' && !usernameRule.test(value);
  const fieldError = error ?? (ruleBroken ? usernameRuleMessage : undefined);

  async function runCheck() {
    if (ruleBroken || value === '') {
      setCheck({ kind: 'done', message: usernameRuleMessage, tone: 'bad' });
      return;
    }
    // The user's own current name is theirs to keep, whatever a lookup of it would say.
    if (savedUsername !== null && value.toLowerCase() === savedUsername.toLowerCase()) {
      setCheck({ kind: 'done', message: copy.usernameAvailable, tone: 'good' });
      return;
    }
    setCheck({ kind: 'checking' });
    try {
      const { available } = await checkUsername(value);
      setCheck(
        available
          ? { kind: 'done', message: copy.usernameAvailable, tone: 'good' }
          : { kind: 'done', message: copy.usernameTaken, tone: 'bad' },
      );
    } catch {
      setCheck({ kind: 'done', message: copy.usernameCheckFailed, tone: 'bad' });
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {copy.username}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
          >
            @
          </span>
          <input
            id={inputId}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            disabled={disabled}
            aria-invalid={fieldError !== undefined}
            aria-describedby={`${inputId}-hint ${inputId}-status`}
            onChange={(event) => {
              onChange(event.target.value.trim());
              setCheck({ kind: 'idle' });
            }}
            className={`${inputClass} pl-7`}
          />
        </div>
        <button
          type="button"
          onClick={runCheck}
          disabled={disabled || check.kind === 'checking'}
          className={secondaryButton}
        >
          {check.kind === 'checking' ? copy.checkingUsername : copy.checkUsername}
        </button>
      </div>
      <p id={`${inputId}-hint`} className={`mt-1 text-xs ${fieldError ? 'text-red-700' : 'text-slate-600'}`}>
        {fieldError ?? copy.usernameHint}
      </p>
      <p id={`${inputId}-status`} role="status" aria-live="polite" className="mt-1 text-sm font-medium">
        {check.kind === 'checking' && <span className="text-slate-600">{copy.checkingUsername}</span>}
        {check.kind === 'done' && <span className={toneClass[check.tone]}>{check.message}</span>}
      </p>
    </div>
  );
}
