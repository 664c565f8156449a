/** Download of everything Squad holds about the caller, as one JSON file named after their username. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { exportFileName } from '@contracts/account';
import type { Profile } from '@contracts/profile';
import { accountCopy } from '../../../copy/account';
import { ApiError } from '../../../lib/api/client';
import { secondaryButton, sectionTitle } from '../../../lib/ui/classes';
import { fetchAccountExport } from '../api';
import { saveJsonFile } from '../download';

const copy = accountCopy.export;

export function DataExport({ profile }: { profile: Profile }) {
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  async function download() {
    setBusy(true);
    setAnnouncement(copy.submitting);
    try {
      const data = await fetchAccountExport();
      saveJsonFile(data, exportFileName(profile));
      toast.success(copy.done);
      setAnnouncement(copy.done);
    } catch (failure) {
      const message = failure instanceof ApiError && failure.status < 500 ? failure.message : copy.failed;
      toast.error(message);
      setAnnouncement(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="data-export-title" className="flex flex-col items-start gap-3">
      <div>
        <h2 id="data-export-title" className={sectionTitle}>
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.body}</p>
      </div>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? copy.submitting : copy.submit}
      </button>
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 empty:hidden">
        {announcement}
      </p>
    </section>
  );
}
