/** Global sign-out: every refresh token of the user is revoked, then this browser signs out and goes to /login. */
import { useState } from 'react';
import { toast } from '../../../lib/ui/toast';
import { paths } from '../../../lib/paths';
import { accountCopy } from '../../../copy/account';
import { loadIdentity } from '../../../lib/identity/load-identity';
import { errorName } from '../../../lib/identity/error-name';
import { logOut } from '../../../lib/identity/logout';
import { leaveAfterToastMs } from '../leave';
import { ActionSection } from './ActionSection';

const copy = accountCopy.signOutEverywhere;

export function SignOutEverywhere() {
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      const identity = await loadIdentity();
      await identity.signOutEverywhere();
    } catch (error) {
      console.warn('Global sign-out failed', errorName(error));
      toast.error(copy.failed);
      setBusy(false);
      return;
    }
    toast.success(copy.done);
    setTimeout(() => void logOut(paths.login), leaveAfterToastMs);
  }

  return (
    <ActionSection id="sign-out-everywhere" copy={copy} busy={busy} onAct={() => void signOutEverywhere()} />
  );
}
