import { useId } from 'react';

/** The e-mail input that opens the sign-in, register and reset forms (it takes the focus on arrival). */
export function EmailField({
  texts,
  value,
  onChange,
  disabled,
}: {
  /** The screen's copy: every identity screen names these two texts the same way. */
  texts: { emailLabel: string; emailPlaceholder: string };
  value: string;
  onChange: (email: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {texts.emailLabel}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus
        placeholder={texts.emailPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        className="field-input"
      />
    </div>
  );
}
