import { useEffect, useState, type ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { Navigate } from 'react-router-dom';
import { Loading } from '../../lib/ui/Loading';
import { loadIdentity } from '../../lib/identity/load-identity';
import { sessionLikely, storedAccessToken } from '../../lib/identity/stored-session';
import { siteConfig } from '../../lib/config/site-config';
import { dashboardCopy } from '../../copy/dashboard';

/** A fresh stored token answers at once; otherwise Amplify decides (and refreshes the token if it can). */
async function signedInUser(): Promise<boolean> {
  const { userPoolClientId } = await siteConfig();
  if (storedAccessToken(userPoolClientId)) return true;
  const identity = await loadIdentity();
  return identity.hasSession();
}

/** Dashboard pages need a session; without one the visitor goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState<boolean>();
  const [likely] = useState(sessionLikely);
  useEffect(() => {
    let current = true;
    const check = () =>
      signedInUser()
        .catch(() => false)
        .then((result) => {
          if (current) setSignedIn(result);
        });
    // Offline, an expired session cannot be refreshed: a stored one keeps its shell, checked once back online.
    if (navigator.onLine || !likely) void check();
    else addEventListener('online', check, { once: true });
    return () => {
      current = false;
      removeEventListener('online', check);
    };
  }, [likely]);
  if (signedIn === false) return <Navigate to={paths.login} replace />;
  if (signedIn === undefined && !likely) return <Loading label={dashboardCopy.checkingSession} />;
  return children;
}
