import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../lib/paths';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/ui/toast';
import { AuthLayout } from '../../../lib/ui/AuthLayout';
import { OutcomeErrorCard } from './OutcomeErrorCard';
import { ProgressBar } from '../../../lib/ui/ProgressBar';
import { StatusCard } from '../../../lib/ui/StatusCard';
import { outcomeError, useOutcomeRedirect, type Outcome } from './useOutcomeRedirect';
import { useProgress } from './useProgress';
import { errorName, messageFor } from '../../../lib/identity/error-name';
import { googleState, pkceVerifierKey } from '../api/google-sign-in';
import {
  authenticationFailed,
  completeGoogleSignIn,
  exchangeFailed,
  networkFailed,
} from '../api/hosted-login-tokens';
import { googleCopy as copy } from '../../../copy/auth';
import { recordKeptInviteCode } from '../../../lib/invite-code';

/** Spec sections 4 and 9 timings of the Google callback. */
export const googleTimings = {
  waitBeforeExchangeMs: 1500,
  successRedirectMs: 2500,
  errorRedirectMs: 5000,
  caughtErrorRedirectMs: 6000,
} as const;

/** Spec section 8: the named failures of the exchange; anything else shows its own message. */
const messagesByErrorName: Partial<Record<string, string>> = {
  [exchangeFailed]: copy.errors.exchangeFailed,
  [authenticationFailed]: copy.errors.authenticationFailed,
  [networkFailed]: copy.errors.network,
};

export default function GoogleCallbackPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const providerError = searchParams.get('error');
  const state = searchParams.get('state');
  // Read once on mount; the exchange below removes it so the code is processed only once.
  const [verifier] = useState(() => sessionStorage.getItem(pkceVerifierKey));
  const [outcome, setOutcome] = useState<Outcome>(() => {
    if (providerError) return outcomeError(copy.errors.providerError, googleTimings.errorRedirectMs);
    if (!code || state !== googleState || !verifier) {
      return outcomeError(copy.errors.missingCode, googleTimings.errorRedirectMs);
    }
    return { state: 'loading' };
  });
  const progress = useProgress(outcome.state === 'loading');
  const handledCode = useRef<string | null>(null);

  useEffect(() => {
    if (!code || !verifier || outcome.state !== 'loading') return;
    // An authorization code can be redeemed once: never process the same one twice.
    if (handledCode.current === code) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      handledCode.current = code;
      sessionStorage.removeItem(pkceVerifierKey);
      try {
        await completeGoogleSignIn(code, verifier);
        await recordKeptInviteCode();
        toast.success(copy.welcomeToast);
        if (!cancelled) setOutcome({ state: 'success' });
      } catch (error) {
        console.warn('Google sign-in failed', errorName(error));
        if (!cancelled) {
          const message = messageFor(error, messagesByErrorName, copy.errors.fallback);
          setOutcome(outcomeError(message, googleTimings.caughtErrorRedirectMs));
        }
      }
    }, googleTimings.waitBeforeExchangeMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // Runs for the code in the URL only; later state changes must not restart the exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, verifier]);

  useOutcomeRedirect(outcome, paths.dashboard.physical, googleTimings.successRedirectMs, paths.login);

  return (
    <AuthLayout>
      {outcome.state === 'loading' && (
        <StatusCard icon="logIn" title={copy.loadingTitle} tone="progress">
          <p>{copy.loadingBody}</p>
          <ProgressBar value={progress} label={copy.progressLabel} />
        </StatusCard>
      )}
      {outcome.state === 'success' && (
        <StatusCard icon="checkCircle" title={copy.successTitle} tone="success">
          <p>{copy.successBody}</p>
        </StatusCard>
      )}
      {outcome.state === 'error' && (
        <OutcomeErrorCard
          title={copy.errorTitle}
          message={outcome.message}
          redirecting={copy.redirecting(outcome.redirectMs / 1000)}
          primary={{ to: paths.login, label: copy.toLogin }}
          secondary={{ to: paths.register, label: copy.toRegister }}
        />
      )}
    </AuthLayout>
  );
}
