/** Global sign-out: every refresh token of the user is revoked, then this browser signs out and goes to /login. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { paths } from '../../../app/paths';
import { accountCopy } from '../../../copy/account';
import { loadIdentity } from '../../../lib/identity/load-identity';
import { errorName } from '../../../lib/identity/error-name';
import { logOut } from '../../../lib/identity/logout';
import { secondaryButton, sectionTitle } from '../../../lib/ui/classes';
import { leaveAfterToastMs } from '../leave';

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
    <section aria-labelledby="sign-out-everywhere-title" className="flex flex-col items-start gap-3">
      <div>
        <h2 id="sign-out-everywhere-title" className={sectionTitle}>
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.body}</p>
      </div>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => void signOutEverywhere()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? copy.submitting : copy.submit}
      </button>
    </section>
  );
}
