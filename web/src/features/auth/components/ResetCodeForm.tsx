import { useId, useState, type FormEvent } from 'react';
import { paths } from '../../../lib/paths';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/ui/toast';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { RuleChecklist } from '../../../lib/ui/RuleChecklist';
import { loadIdentity } from '../../../lib/identity/load-identity';
import { errorName, messageFor } from '../../../lib/identity/error-name';
import { allMet, newPasswordRules } from '../../../lib/password-rules';
import { oneTimeCodeLength } from '../../../lib/one-time-code';
import { OneTimeCodeField } from '../../../lib/ui/OneTimeCodeField';
import { forgotPasswordCopy as copy } from '../../../copy/account-access';

/** Stage 2 of the reset: the 6-digit code from the e-mail plus the new password (spec section 5 rules). */
export function ResetCodeForm({
  email,
  onExpired,
  onChanged,
}: {
  email: string;
  onExpired: () => void;
  onChanged: () => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const rulesId = useId();
  const mismatchId = useId();
  const rules = newPasswordRules(password, confirmation);
  const strong = allMet(rules.slice(0, -1));
  const matches = password === confirmation;
  const showMismatch = confirmation.length > 0 && !matches;
  const valid = code.length === oneTimeCodeLength && strong && matches;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!strong) return void toast.error(copy.weak);
    if (!matches) return void toast.error(copy.mismatch);
    setSubmitting(true);
    try {
      const identity = await loadIdentity();
      await identity.setNewPassword(email.trim(), code, password);
      toast.success(copy.changed);
      onChanged();
    } catch (error) {
      console.warn('Password reset failed', errorName(error));
      toast.error(messageFor(error, copy.errors, copy.errors.resetFallback));
      setSubmitting(false);
      if (errorName(error) === 'ExpiredCodeException') onExpired();
    }
  }

  async function resend() {
    setResending(true);
    try {
      const identity = await loadIdentity();
      await identity.sendResetCode(email.trim());
      toast.success(copy.resent);
    } catch (error) {
      console.warn('Reset code not re-sent', errorName(error));
      toast.error(copy.errors.resendFailed);
    } finally {
      setResending(false);
    }
  }

  const busy = submitting || resending;
  return (
    <div className="card">
      <h1 className="mb-1 text-3xl font-black text-slate-900">{copy.title}</h1>
      <p className="mb-6 text-slate-700">{copy.codeBody(email.trim())}</p>
      <form onSubmit={submit} className="space-y-4" aria-busy={submitting}>
        <OneTimeCodeField label={copy.codeLabel} value={code} onChange={setCode} disabled={busy} autoFocus />
        <PasswordField
          label={copy.newPasswordLabel}
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
          describedBy={rulesId}
        />
        <PasswordField
          label={copy.confirmPasswordLabel}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          disabled={busy}
          describedBy={showMismatch ? mismatchId : undefined}
          aria-invalid={showMismatch}
        />
        <p id={mismatchId} role="alert" className="min-h-5 text-sm font-medium text-rose-700">
          {showMismatch ? copy.mismatch : ''}
        </p>
        <RuleChecklist
          id={rulesId}
          title={copy.rulesTitle}
          rules={rules}
          metText={copy.ruleMet}
          unmetText={copy.ruleUnmet}
        />
        <button type="submit" className="btn-primary" disabled={!valid || busy}>
          {submitting ? copy.submitting : copy.submit}
        </button>
        <button type="button" className="btn-secondary" onClick={resend} disabled={busy}>
          {resending ? copy.resending : copy.resend}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="link">
          {copy.backToLogin}
        </Link>
      </p>
    </div>
  );
}
