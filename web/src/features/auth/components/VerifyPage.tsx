import { useEffect, useState } from 'react';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/ui/toast';
import { AuthLayout } from '../../../lib/ui/AuthLayout';
import { OutcomeErrorCard } from './OutcomeErrorCard';
import { ProgressBar } from '../../../lib/ui/ProgressBar';
import { StatusCard } from '../../../lib/ui/StatusCard';
import { outcomeError, useOutcomeRedirect, type Outcome } from './useOutcomeRedirect';
import { useProgress } from './useProgress';
import { loadIdentity } from '../../../lib/identity/load-identity';
import { errorName, messageFor } from '../../../lib/identity/error-name';
import { verifyCopy as copy } from '../../../copy/account-access';

/** Spec sections 4 and 9 timings. */
export const verifyTimings = {
  delayBeforeConfirmMs: 1500,
  successRedirectMs: 2500,
  errorRedirectMs: 6000,
  missingParamsErrorMs: 1000,
  missingParamsRedirectMs: 5000,
} as const;

export default function VerifyPage() {
  const [searchParams] = useSearchParams();
  const username = searchParams.get('username') ?? '';
  const code = searchParams.get('code') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'loading' });
  const progress = useProgress(outcome.state === 'loading');

  useEffect(() => {
    let cancelled = false;
    if (!username || !code) {
      const timer = setTimeout(
        () => setOutcome(outcomeError(copy.brokenLink, verifyTimings.missingParamsRedirectMs)),
        verifyTimings.missingParamsErrorMs,
      );
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(async () => {
      try {
        const identity = await loadIdentity();
        await identity.confirmRegistration(username, code);
        if (cancelled) return;
        toast.success(copy.successTitle);
        setOutcome({ state: 'success' });
      } catch (error) {
        console.warn('Verification failed', errorName(error));
        if (cancelled) return;
        const message = messageFor(error, copy.errors, copy.errors.fallback);
        // spec section 8: an account already verified (a link used twice) goes to the login, the rest to register
        const target = errorName(error) === 'NotAuthorizedException' ? paths.login : undefined;
        setOutcome(outcomeError(message, verifyTimings.errorRedirectMs, target));
      }
    }, verifyTimings.delayBeforeConfirmMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [username, code]);

  useOutcomeRedirect(outcome, paths.loginVerified, verifyTimings.successRedirectMs, paths.register);
  const toLogin = outcome.state === 'error' && outcome.target === paths.login;
  const login = { to: paths.login, label: copy.toLogin };
  const register = { to: paths.register, label: copy.toRegister };

  return (
    <AuthLayout>
      {outcome.state === 'loading' && (
        <StatusCard icon="mail" title={copy.loadingTitle} tone="progress">
          <p>{copy.loadingBody}</p>
          <ProgressBar value={progress} label={copy.progressLabel} />
        </StatusCard>
      )}
      {outcome.state === 'success' && (
        <StatusCard icon="checkCircle" title={copy.successTitle} tone="success">
          <p>{copy.successBody}</p>
          <Link to={paths.loginVerified} className="btn-primary">
            {copy.toLogin}
          </Link>
        </StatusCard>
      )}
      {outcome.state === 'error' && (
        <OutcomeErrorCard
          title={copy.errorTitle}
          message={outcome.message}
          redirecting={(toLogin ? copy.redirectingToLogin : copy.redirecting)(outcome.redirectMs / 1000)}
          primary={toLogin ? login : register}
          secondary={toLogin ? register : login}
        />
      )}
    </AuthLayout>
  );
}
