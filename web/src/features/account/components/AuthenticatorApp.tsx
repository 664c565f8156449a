/**
 * Two-step sign-in with an authenticator app (TOTP): turning it on shows the app's secret as text and as an
 * otpauth:// link (no QR library ships with the SPA), asks for one of the app's codes to prove it holds the
 * secret, then makes sign-in ask for a code. A Google user signs in through Google and manages that there.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { accountCopy } from '../../../copy/account';
import { errorName } from '../../../lib/identity/error-name';
import { loadIdentity } from '../../../lib/identity/load-identity';
import { oneTimeCodeLength } from '../../../lib/one-time-code';
import { primaryButton, secondaryButton, sectionTitle } from '../../../lib/ui/classes';
import { LoadingRows } from '../../../lib/ui/LoadState';
import { OneTimeCodeField } from '../../../lib/ui/OneTimeCodeField';
import { toast } from '../../../lib/ui/toast';
import { LiveStatus } from '../../../lib/ui/useAnnouncedAction';
import { signsInThroughProvider } from '../password-change';
import { useIdClaims } from '../use-id-claims';

const copy = accountCopy.authenticator;
/** the name the user's app lists the account under */
const appName = 'Squad';

type State = 'loading' | 'off' | 'on' | { secret: string; link: string };

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function AuthenticatorApp() {
  const id = useId();
  const claims = useIdClaims();
  const [state, setState] = useState<State>('loading');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let mounted = true;
    loadIdentity()
      .then((identity) => identity.authenticatorAppOn())
      .then((on) => mounted && setState(on ? 'on' : 'off'))
      .catch(() => mounted && setState('off'));
    return () => {
      mounted = false;
    };
  }, []);

  async function step(run: () => Promise<State>, done: string, failure: (error: unknown) => string) {
    setBusy(true);
    try {
      setState(await run());
      if (done) toast.success(done);
      setAnnouncement(done);
    } catch (error) {
      console.warn('Authenticator app step failed', errorName(error));
      const message = failure(error);
      toast.error(message);
      setAnnouncement(message);
    } finally {
      setBusy(false);
    }
  }

  const turnOn = () =>
    step(
      async () => {
        const identity = await loadIdentity();
        const email = typeof claims?.email === 'string' ? claims.email : undefined;
        return identity.startAuthenticatorApp(appName, email ?? appName);
      },
      '',
      () => copy.failed,
    );

  function confirm(event: FormEvent) {
    event.preventDefault();
    void step(
      async () => {
        await (await loadIdentity()).confirmAuthenticatorApp(code);
        setCode('');
        return 'on';
      },
      copy.turnedOn,
      (error) =>
        ['EnableSoftwareTokenMFAException', 'CodeMismatchException'].includes(errorName(error))
          ? copy.wrongCode
          : copy.failed,
    );
  }

  const turnOff = () =>
    step(
      async () => {
        await (await loadIdentity()).turnOffAuthenticatorApp();
        return 'off';
      },
      copy.turnedOff,
      () => copy.failed,
    );

  const titleId = `${id}-title`;
  const heading = (
    <h2 id={titleId} className={sectionTitle}>
      {copy.title}
    </h2>
  );
  if (signsInThroughProvider(claims)) {
    return (
      <section aria-labelledby={titleId} className="flex flex-col gap-2">
        {heading}
        <p className="text-sm text-slate-700">{copy.throughProvider}</p>
      </section>
    );
  }
  if (state === 'loading') return <LoadingRows label={copy.loading} rows={1} />;

  return (
    <section aria-labelledby={titleId} aria-busy={busy} className="flex flex-col items-start gap-3">
      <div>
        {heading}
        <p className="text-sm text-slate-600">{state === 'on' ? copy.on : copy.off}</p>
      </div>
      {state === 'off' && (
        <button type="button" className={primaryButton} onClick={() => void turnOn()} disabled={busy}>
          {busy ? copy.starting : copy.turnOn}
        </button>
      )}
      {typeof state === 'object' && (
        <form onSubmit={confirm} aria-label={copy.title} className="flex w-full flex-col gap-3">
          <p className="text-sm text-slate-700">{copy.setUp}</p>
          <div>
            <p id={`${id}-key`} className="text-sm font-semibold text-slate-800">
              {copy.keyLabel}
            </p>
            <code
              aria-labelledby={`${id}-key`}
              className="block break-all rounded-xl bg-slate-100 p-3 font-mono text-base text-slate-900"
            >
              {grouped(state.secret)}
            </code>
          </div>
          <a href={state.link} className="link text-sm">
            {copy.openInApp}
          </a>
          <OneTimeCodeField label={copy.codeLabel} value={code} onChange={setCode} disabled={busy} />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={primaryButton}
              disabled={busy || code.length !== oneTimeCodeLength}
            >
              {busy ? copy.confirming : copy.confirm}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setState('off')} disabled={busy}>
              {copy.cancel}
            </button>
          </div>
        </form>
      )}
      {state === 'on' && (
        <>
          <button type="button" className={secondaryButton} onClick={() => void turnOff()} disabled={busy}>
            {busy ? copy.turningOff : copy.turnOff}
          </button>
          <p className="text-sm text-slate-600">{copy.lostPhone}</p>
        </>
      )}
      <LiveStatus>{announcement}</LiveStatus>
    </section>
  );
}
