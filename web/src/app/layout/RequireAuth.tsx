import { useEffect, useState, type ReactNode } from 'react';
import { paths } from '../paths';
import { Navigate } from 'react-router-dom';
import { Loading } from '../../lib/ui/Loading';
import { loadIdentity } from '../../lib/identity/load-identity';
import { dashboardCopy } from '../../copy/dashboard';

/** Dashboard pages need a session; without one the visitor goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState<boolean>();
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
  if (signedIn === undefined) return <Loading label={dashboardCopy.checkingSession} />;
  return signedIn ? children : <Navigate to={paths.login} replace />;
}
