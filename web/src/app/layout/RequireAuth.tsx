import { useEffect, useState, type ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { Navigate } from 'react-router-dom';
import { Loading } from '../../lib/ui/Loading';
import { loadIdentity } from '../../lib/identity/load-identity';
import { dashboardCopy } from '../../copy/dashboard';

/**
 * Amplify keeps the signed-in user under `CognitoIdentityServiceProvider.<client>.LastAuthUser`. Its presence is
 * only a hint (the check below decides), but it lets a returning user's dashboard render while Amplify and
 * /config.json load instead of after them; the API refuses every call without a valid token anyway.
 */
function sessionLikely(): boolean {
  return Object.keys(localStorage).some(
    (key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser'),
  );
}

/** Dashboard pages need a session; without one the visitor goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState<boolean>();
  const [likely] = useState(sessionLikely);
  useEffect(() => {
    let current = true;
    loadIdentity()
      .then((identity) => identity.hasSession())
      .catch(() => false)
      .then((result) => {
        if (current) setSignedIn(result);
      });
    return () => {
      current = false;
    };
  }, []);
  if (signedIn === false) return <Navigate to={paths.login} replace />;
  if (signedIn === undefined && !likely) return <Loading label={dashboardCopy.checkingSession} />;
  return children;
}
