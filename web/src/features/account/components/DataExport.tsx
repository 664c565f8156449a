/** Download of everything Squad holds about the caller, as one JSON file named after their username. */
import { exportFileName } from '@contracts/account';
import type { Profile } from '@contracts/profile';
import { accountCopy } from '../../../copy/account';
import { fetchAccountExport } from '../api';
import { saveJsonFile } from '../download';
import { LiveStatus, useAnnouncedAction } from '../../../lib/ui/useAnnouncedAction';
import { ActionSection } from './ActionSection';

const copy = accountCopy.export;

export function DataExport({ profile }: { profile: Profile }) {
  const { busy, announcement, act } = useAnnouncedAction({ pending: copy.submitting, failed: copy.failed });

  const download = () =>
    act('act', async () => {
      saveJsonFile(await fetchAccountExport(), exportFileName(profile));
      return copy.done;
    });

  return (
    <ActionSection id="data-export" copy={copy} busy={busy !== null} onAct={() => void download()}>
      <LiveStatus>{announcement}</LiveStatus>
    </ActionSection>
  );
}
