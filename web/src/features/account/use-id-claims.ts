/** The signed-in user's ID token claims, read once from the identity module (none until they arrive). */
import { useEffect, useState } from 'react';
import { loadIdentity } from '../../lib/identity/load-identity';

export function useIdClaims(): Readonly<Record<string, unknown>> | undefined {
  const [claims, setClaims] = useState<Readonly<Record<string, unknown>>>();
  useEffect(() => {
    let mounted = true;
    loadIdentity()
      .then((identity) => identity.idTokenClaims())
      .then((read) => mounted && setClaims(read))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  return claims;
}
