import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { AuthLayout } from '../components/AuthLayout';
import { ProgressBar } from '../components/ProgressBar';
import { StatusCard } from '../components/StatusCard';
import { SupportLine } from '../components/SupportLine';
import { useProgress } from '../components/useProgress';
import { errorMessage, errorName } from '../auth/error-name';
import { googleState, pkceVerifierKey } from '../auth/google-sign-in';
import {
  authenticationFailed,
  completeGoogleSignIn,
  exchangeFailed,
  networkFailed,
} from '../auth/hosted-login-tokens';
import { googleCopy as copy } from '../copy/auth';

/** Spec sections 4 and 9 timings of the Google callback. */
export const googleTimings = {
  waitBeforeExchangeMs: 1500,
  successRedirectMs: 2500,
  errorRedirectMs: 5000,
  caughtErrorRedirectMs: 6000,
} as const;

type Outcome =
  { state: 'loading' } | { state: 'success' } | { state: 'error'; message: string; redirectMs: number };

export default function GoogleCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const code = searchParams.get('code');
  const providerError = searchParams.get('error');
  const state = searchParams.get('state');
  // Read once on mount; the exchange below removes it so the code is processed only once.
  const [verifier] = useState(() => sessionStorage.getItem(pkceVerifierKey));
  const [outcome, setOutcome] = useState<Outcome>(() => {
    if (providerError) return callbackError(copy.errors.providerError);
    if (!code || state !== googleState || !verifier) return callbackError(copy.errors.missingCode);
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
        toast.success(copy.welcomeToast);
        if (!cancelled) setOutcome({ state: 'success' });
      } catch (error) {
        console.warn('Google sign-in failed', errorName(error));
        if (!cancelled) {
          setOutcome({
            state: 'error',
            message: messageOf(error),
            redirectMs: googleTimings.caughtErrorRedirectMs,
          });
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

  useEffect(() => {
    if (outcome.state === 'loading') return;
    const [target, delay] =
      outcome.state === 'success'
        ? ['/dashboard/physical', googleTimings.successRedirectMs]
        : ['/login', outcome.redirectMs];
    const timer = setTimeout(() => navigate(target), delay);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <AuthLayout>
      {outcome.state === 'loading' && (
        <StatusCard icon="🚀" title={copy.loadingTitle} tone="progress">
          <p>{copy.loadingBody}</p>
          <ProgressBar value={progress} label={copy.progressLabel} />
        </StatusCard>
      )}
      {outcome.state === 'success' && (
        <StatusCard icon="🎉" title={copy.successTitle} tone="success">
          <p>{copy.successBody}</p>
        </StatusCard>
      )}
      {outcome.state === 'error' && (
        <StatusCard icon="😔" title={copy.errorTitle} tone="error">
          <p role="alert">{outcome.message}</p>
          <p className="text-sm">{copy.redirecting(outcome.redirectMs / 1000)}</p>
          <Link to="/login" className="btn-primary">
            {copy.toLogin}
          </Link>
          <Link to="/register" className="link block">
            {copy.toRegister}
          </Link>
          <SupportLine />
        </StatusCard>
      )}
    </AuthLayout>
  );
}

function callbackError(message: string): Outcome {
  return { state: 'error', message, redirectMs: googleTimings.errorRedirectMs };
}

function messageOf(error: unknown): string {
  const byName: Partial<Record<string, string>> = {
    [exchangeFailed]: copy.errors.exchangeFailed,
    [authenticationFailed]: copy.errors.authenticationFailed,
    [networkFailed]: copy.errors.network,
  };
  return byName[errorName(error)] ?? (errorMessage(error) || copy.errors.fallback);
}
