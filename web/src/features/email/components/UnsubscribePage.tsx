import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { emailKindNames } from '@contracts/email';
import type { EmailNotificationType } from '@contracts/notifications';
import { paths } from '../../../lib/paths';
import { AuthLayout } from '../../../lib/ui/AuthLayout';
import { StatusCard } from '../../../lib/ui/StatusCard';
import { emailCopy as copy } from '../../../copy/email';
import { unsubscribe } from '../api';

type Outcome =
  { state: 'loading' } | { state: 'done'; type: EmailNotificationType } | { state: 'error'; message: string };

/**
 * /unsubscribe?token=...: an e-mail's unsubscribe link. Sends the signed token at once (nothing to sign in to or
 * confirm: one click), then says which e-mails stopped and where the other settings are.
 */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'loading' } : { state: 'error', message: copy.missingToken },
  );

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    unsubscribe(token).then(
      ({ type }) => !cancelled && setOutcome({ state: 'done', type }),
      (error: Error) => !cancelled && setOutcome({ state: 'error', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  const links = (
    <div className="flex flex-col gap-3">
      <Link to={paths.dashboard.settings} className="btn-primary">
        {copy.toSettings}
      </Link>
      <Link to={paths.home} className="link">
        {copy.toHome}
      </Link>
    </div>
  );

  return (
    <AuthLayout>
      {outcome.state === 'loading' && (
        <StatusCard icon="inbox" title={copy.loadingTitle} tone="progress">
          <p>{copy.loadingBody}</p>
          <div role="status" aria-label={copy.progressLabel} className="flex justify-center">
            <span
              aria-hidden="true"
              className="size-8 animate-spin rounded-full border-4 border-violet-200 border-t-violet-700"
            />
          </div>
        </StatusCard>
      )}
      {outcome.state === 'done' && (
        <StatusCard icon="checkCircle" title={copy.successTitle} tone="success">
          <p className="font-semibold text-slate-900">{copy.stopped(emailKindNames[outcome.type])}</p>
          <p>{copy.stillInApp}</p>
          {links}
        </StatusCard>
      )}
      {outcome.state === 'error' && (
        <StatusCard icon="alert" title={copy.errorTitle} tone="error">
          <p role="alert">{outcome.message}</p>
          <p>{copy.settingsHint}</p>
          {links}
        </StatusCard>
      )}
    </AuthLayout>
  );
}
