/**
 * An on/off switch of the notification settings. While its change is saved it stays focusable (aria-disabled, not
 * disabled): a disabled button would drop the keyboard's place to the top of the page after every switch.
 */
import { focusRing } from '../../../lib/ui/classes';

interface SwitchProps {
  on: boolean;
  label: string;
  /** a change is being saved: taps wait */
  busy: boolean;
  onToggle: () => void;
  /** nothing to switch here (a permission the browser refused) */
  disabled?: boolean;
  describedBy?: string;
}

export function Switch({ on, label, busy, onToggle, disabled = false, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
      disabled={disabled}
      onClick={() => {
        if (!busy) onToggle();
      }}
      className={`relative h-7 w-12 shrink-0 rounded-full transition aria-disabled:opacity-60 disabled:opacity-60 ${focusRing} ${
        on ? 'bg-violet-700' : 'bg-slate-400'
      }`}
    >
      <span
        aria-hidden="true"
        className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-all ${on ? 'left-6' : 'left-1'}`}
      />
    </button>
  );
}
