/** Download of everything Squad holds about the caller, as one JSON file named after their username. */
import { useState } from 'react';
import { toast } from '../../../lib/ui/toast';
import { exportFileName } from '@contracts/account';
import type { Profile } from '@contracts/profile';
import { accountCopy } from '../../../copy/account';
import { failedCallMessage } from '../../../lib/api/client';
import { fetchAccountExport } from '../api';
import { saveJsonFile } from '../download';
import { ActionSection } from './ActionSection';

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
      const message = failedCallMessage(failure, copy.failed);
      toast.error(message);
      setAnnouncement(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionSection id="data-export" copy={copy} busy={busy} onAct={() => void download()}>
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 empty:hidden">
        {announcement}
      </p>
    </ActionSection>
  );
}
