/**
 * Change of password: the current one, then a new one under the reset screen's rule, checked by Cognito. A user who
 * signs in with Google has no password here, and is told so instead.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/ui/toast';
import { accountCopy } from '../../../copy/account';
import { loadIdentity } from '../../../lib/identity/load-identity';
import { errorName } from '../../../lib/identity/error-name';
import { primaryButton, sectionTitle } from '../../../lib/ui/classes';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { RuleChecklist } from '../../../lib/ui/RuleChecklist';
import { checkPasswordChange, passwordChangeFailure, signsInThroughProvider } from '../password-change';
import { useIdClaims } from '../use-id-claims';

const copy = accountCopy.password;

export function ChangePasswordForm() {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { rules, strong, matches, ready } = checkPasswordChange(current, next, repeat);
  const showMismatch = repeat.length > 0 && !matches;
  const throughProvider = signsInThroughProvider(useIdClaims());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!strong) return void toast.error(copy.weak);
    if (!matches) return void toast.error(copy.mismatch);
    if (!ready) return;
    setSaving(true);
    setOutcome(null);
    try {
      const identity = await loadIdentity();
      await identity.changePassword(current, next);
      toast.success(copy.changed);
      setOutcome({ ok: true, text: copy.changed });
      setCurrent('');
      setNext('');
      setRepeat('');
    } catch (error) {
      console.warn('Password change refused', errorName(error));
      const text = passwordChangeFailure(error);
      toast.error(text);
      setOutcome({ ok: false, text });
    } finally {
      setSaving(false);
    }
  }

  if (throughProvider) {
    return (
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
        <h2 id={`${id}-title`} className={sectionTitle}>
          {copy.title}
        </h2>
        <p className="text-sm text-slate-700">{copy.throughProvider}</p>
      </section>
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={saving}
      className="flex flex-col gap-4"
    >
      <div>
        <h2 id={`${id}-title`} className={sectionTitle}>
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.hint}</p>
      </div>
      <PasswordField
        label={copy.current}
        name="current-password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        disabled={saving}
      />
      <PasswordField
        label={copy.next}
        name="new-password"
        autoComplete="new-password"
        required
        value={next}
        onChange={(event) => setNext(event.target.value)}
        disabled={saving}
        describedBy={`${id}-rules`}
      />
      <PasswordField
        label={copy.repeat}
        name="repeat-password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        disabled={saving}
        describedBy={showMismatch ? `${id}-mismatch` : undefined}
        aria-invalid={showMismatch}
      />
      <p id={`${id}-mismatch`} role="alert" className="min-h-5 text-sm font-medium text-rose-700">
        {showMismatch ? copy.mismatch : ''}
      </p>
      <RuleChecklist
        id={`${id}-rules`}
        title={copy.rulesTitle}
        rules={rules}
        metText={copy.ruleMet}
        unmetText={copy.ruleUnmet}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={!ready || saving}>
          {saving ? copy.submitting : copy.submit}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={`text-sm font-medium empty:hidden ${outcome?.ok ? 'text-emerald-800' : 'text-red-700'}`}
        >
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
