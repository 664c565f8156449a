import { useId, useState, type FormEvent } from 'react';
import { paths } from '../../../lib/paths';
import { Link, useLocation } from 'react-router-dom';
import { keepInviteCode } from '../../../lib/invite-code';
import { toast } from '../../../lib/ui/toast';
import { AuthLayout } from '../../../lib/ui/AuthLayout';
import { EmailField } from './EmailField';
import { GoogleButton } from './GoogleButton';
import { OrDivider } from './OrDivider';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { RuleChecklist } from '../../../lib/ui/RuleChecklist';
import { StatusCard } from '../../../lib/ui/StatusCard';
import { loadIdentity } from '../../../lib/identity/load-identity';
import { errorName, messageFor } from '../../../lib/identity/error-name';
import { allMet, passwordRules } from '../../../lib/password-rules';
import { registerCopy as copy } from '../../../copy/account-access';
import { commonCopy } from '../../../copy/common';
import { prefilledEmailKey } from './SignInPage';
import { Icon } from '../../../lib/ui/icons';
import { PrivacyNotice } from '../../legal';

/** Spec section 8: otherwise the service's own message, or the generic failure text. */
const registerErrors: Partial<Record<string, string>> = {
  InvalidPasswordException: copy.weakPassword,
};

export default function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const { search } = useLocation();
  // Kept in the browser through sign-up and verification, until the first sign-in records it.
  const [invited] = useState(() => keepInviteCode(search));
  return (
    <AuthLayout aside={<Claims />}>
      <p className="mb-3 text-center text-sm font-semibold text-violet-800">
        {copy.stepLabel(registeredEmail ? 2 : 1)}
      </p>
      {invited && (
        <p className="mb-3 rounded-xl bg-violet-50 p-3 text-center text-sm text-violet-900">{copy.invited}</p>
      )}
      {registeredEmail ? (
        <CheckEmail email={registeredEmail} />
      ) : (
        <SignUpForm onRegistered={setRegisteredEmail} />
      )}
    </AuthLayout>
  );
}

function SignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const rulesId = useId();
  const rules = passwordRules(password);
  const valid = email.trim().length > 0 && allMet(rules);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allMet(rules)) {
      toast.error(copy.weakPassword);
      return;
    }
    setSubmitting(true);
    try {
      const identity = await loadIdentity();
      await identity.registerAccount(email.trim(), password);
      // The sign-in screen picks this up once the user comes back from the verification link.
      localStorage.setItem(prefilledEmailKey, email.trim());
      toast.success(copy.success);
      onRegistered(email.trim());
    } catch (error) {
      console.warn('Sign-up failed', errorName(error));
      toast.error(messageFor(error, registerErrors, copy.failure));
      setSubmitting(false);
    }
  }

  return (
    <div className="card">
      <h1 className="mb-1 text-3xl font-black text-slate-900">{copy.title}</h1>
      <p className="mb-6 text-slate-700">{copy.subtitle}</p>
      <GoogleButton label={copy.google} disabled={submitting} />
      <OrDivider text={copy.divider} />
      <form onSubmit={submit} className="space-y-4" aria-busy={submitting}>
        <EmailField texts={copy} value={email} onChange={setEmail} disabled={submitting} />
        <PasswordField
          label={copy.passwordLabel}
          name="password"
          autoComplete="new-password"
          required
          placeholder={copy.passwordPlaceholder}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={submitting}
          describedBy={rulesId}
        />
        <RuleChecklist
          id={rulesId}
          title={copy.rulesTitle}
          rules={rules}
          metText={copy.ruleMet}
          unmetText={copy.ruleUnmet}
        />
        <p className="text-sm text-slate-700">
          {copy.consentPrefix}{' '}
          <a href="/terms" target="_blank" rel="noopener" className="link">
            {copy.terms}
            <span className="sr-only"> {commonCopy.newTabHint}</span>
          </a>{' '}
          {copy.consentSuffix}
        </p>
        <PrivacyNotice about={copy.privacyAbout} />
        <button type="submit" className="btn-primary" disabled={!valid || submitting}>
          {submitting ? copy.submitting : copy.submit}
        </button>
        <p className="text-center text-sm text-slate-700">
          <Icon name="lock" className="mr-1 inline size-4 align-[-0.15em]" />
          {copy.security}
        </p>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {copy.haveAccount}{' '}
        <Link to={paths.login} className="link">
          {copy.login}
        </Link>
      </p>
    </div>
  );
}

function CheckEmail({ email }: { email: string }) {
  return (
    <StatusCard icon="mail" title={copy.checkEmailTitle} tone="success">
      <p>{copy.checkEmailBody(email)}</p>
      <p className="font-medium">{copy.checkSpam}</p>
      <Link to={paths.login} className="btn-primary">
        {copy.toLogin}
      </Link>
    </StatusCard>
  );
}

function Claims() {
  return (
    <aside className="brand-gradient mx-auto w-full max-w-md rounded-[2rem] p-6 text-white shadow-2xl lg:max-w-none lg:p-10">
      <dl className="grid grid-cols-2 gap-4">
        <div className="flex flex-col-reverse rounded-2xl bg-white/15 p-5">
          <dt className="text-white">{copy.membersCaption}</dt>
          <dd className="text-4xl font-black">{copy.members}</dd>
        </div>
        <div className="flex flex-col-reverse rounded-2xl bg-white/15 p-5">
          <dt className="text-white">{copy.ratingCaption}</dt>
          <dd className="text-4xl font-black">{copy.rating}</dd>
        </div>
      </dl>
    </aside>
  );
}
