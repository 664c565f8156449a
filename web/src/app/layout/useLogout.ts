import { useState } from 'react';
import { paths } from '../../lib/paths';
import { logOut } from '../../lib/identity/logout';

/** Logout action with a busy flag, so the button cannot be pressed twice. */
export function useLogout(): { loggingOut: boolean; logout: () => void } {
  const [loggingOut, setLoggingOut] = useState(false);
  return {
    loggingOut,
    logout: () => {
      setLoggingOut(true);
      void logOut(paths.home);
    },
  };
}
