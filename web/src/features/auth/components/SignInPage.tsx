import { useEffect, useState, type FormEvent } from 'react';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/ui/toast';
import { AuthLayout } from '../../../lib/ui/AuthLayout';
import { EmailField } from './EmailField';
import { GoogleButton } from './GoogleButton';
import { OrDivider } from './OrDivider';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { OneTimeCodeField } from '../../../lib/ui/OneTimeCodeField';
import { oneTimeCodeLength } from '../../../lib/one-time-code';
import { loadIdentity } from '../../../lib/identity/load-identity';
import { errorName, messageFor } from '../../../lib/identity/error-name';
import { signInCopy as copy } from '../../../copy/auth';
import { recordKeptInviteCode } from '../../../lib/invite-code';

/** Spec section 3: an e-mail carried between screens, used once. */
export const prefilledEmailKey = 'prefilledEmail';

/**
 * Amplify and /config.json stay off the first screen; they start loading when the user starts typing or clicks
 * in the form (the e-mail field's autofocus alone does not count), so a submit rarely waits for them.
 */
function prepareSignIn(): void {
  loadIdentity().catch(() => undefined);
}

export default function SignInPage() {
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => localStorage.getItem(prefilledEmailKey) ?? '');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const verified = searchParams.get('verified') === 'true';

  // Read in the initializer (pure), removed once mounted: the value is used once only.
  useEffect(() => localStorage.removeItem(prefilledEmailKey), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const identity = await loadIdentity();
      if ((await identity.signInWithPassword(email.trim(), password)) === 'needsAuthenticatorCode') {
        setNeedsCode(true);
        setSubmitting(false);
        return;
      }
      await welcome();
    } catch (error) {
      toast.error(messageFor(error, copy.errors, copy.errors.fallback));
      setSubmitting(false);
    }
  }

  if (needsCode) {
    return (
      <AuthLayout aside={<MarketingPanel />}>
        <AuthenticatorCodeStep
          onSignedIn={welcome}
          onRestart={() => {
            setPassword('');
            setNeedsCode(false);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout aside={<MarketingPanel />}>
      <div className="card">
        <h1 className="mb-1 text-3xl font-black text-slate-900">{copy.title}</h1>
        <p className="mb-6 text-slate-700">{copy.subtitle}</p>
        {verified && (
          <p
            role="status"
            className="mb-4 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
          >
            {copy.verifiedNotice}
          </p>
        )}
        <GoogleButton label={copy.google} disabled={submitting} />
        <OrDivider text={copy.divider} />
        <form
          onSubmit={submit}
          onInput={prepareSignIn}
          onPointerDown={prepareSignIn}
          className="space-y-4"
          aria-busy={submitting}
        >
          <EmailField texts={copy} value={email} onChange={setEmail} disabled={submitting} />
          <PasswordField
            label={copy.passwordLabel}
            name="password"
            autoComplete="current-password"
            required
            placeholder={copy.passwordPlaceholder}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={submitting}
          />
          <div className="text-right">
            <Link to={paths.forgotPassword} className="link text-sm">
              {copy.forgotPassword}
            </Link>
          </div>
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-700">
          {copy.noAccount}{' '}
          <Link to={paths.register} className="link">
            {copy.register}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

async function welcome(): Promise<void> {
  toast.success(copy.success);
  // The invite code a register link left, recorded now that the user is signed in (never holds sign-in up).
  await recordKeptInviteCode();
  // Spec: go to /dashboard/physical, then reload. One full page load does both, after the toast is seen.
  setTimeout(() => window.location.assign(paths.dashboard.physical), 800);
}

/** The second step for a user with an authenticator app: its 6-digit code. */
function AuthenticatorCodeStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => Promise<void>;
  onRestart: () => void;
}) {
  const texts = copy.authenticator;
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const identity = await loadIdentity();
      await identity.confirmSignInWithCode(code);
      await onSignedIn();
    } catch (error) {
      toast.error(texts.errors[errorName(error)] ?? copy.errors.fallback);
      setSubmitting(false);
      setCode('');
      if (errorName(error) === 'NotAuthorizedException') onRestart();
    }
  }

  return (
    <div className="card">
      <h1 className="mb-1 text-3xl font-black text-slate-900">{texts.title}</h1>
      <p className="mb-6 text-slate-700">{texts.body}</p>
      <form onSubmit={submit} className="space-y-4" aria-busy={submitting}>
        <OneTimeCodeField
          label={texts.codeLabel}
          value={code}
          onChange={setCode}
          disabled={submitting}
          autoFocus
        />
        <button
          type="submit"
          className="btn-primary"
          disabled={submitting || code.length !== oneTimeCodeLength}
        >
          {submitting ? texts.submitting : texts.submit}
        </button>
      </form>
      <button type="button" className="link mt-6 block text-sm" onClick={onRestart} disabled={submitting}>
        {texts.back}
      </button>
    </div>
  );
}

function MarketingPanel() {
  const { panel } = copy;
  return (
    <aside
      aria-hidden="true"
      className="brand-gradient hidden rounded-[2rem] p-10 text-white shadow-2xl lg:block"
    >
      <p className="mb-3 text-4xl font-black leading-tight">{panel.heading}</p>
      <p className="mb-10 text-lg text-white">{panel.body}</p>
      <div className="grid grid-cols-2 gap-4">
        <div className="rounded-2xl bg-white/15 p-5 backdrop-blur">
          <p className="text-3xl font-black">{panel.online}</p>
          <p className="text-white">{panel.onlineCaption}</p>
        </div>
        <div className="rounded-2xl bg-white/15 p-5 backdrop-blur">
          <p className="text-5xl font-black leading-none">{panel.infinity}</p>
          <p className="text-white">{panel.infinityCaption}</p>
        </div>
      </div>
    </aside>
  );
}
