/**
 * "Bildir" on an event's page, for anyone but its host: the shared report form in a dialog, the event's title
 * quoted over it, the server's confirmation said in a live region.
 */
import type { EventDetails } from '@contracts/events';
import { useReportDialog } from '../../../../lib/report/useReportDialog';
import { secondaryButton } from '../../../../lib/ui/classes';
import { reportCopy } from '../../../../copy/reports';

export function ReportEvent({ event }: { event: Pick<EventDetails, 'id' | 'title' | 'isHost'> }) {
  const reporting = useReportDialog();
  if (event.isHost) return null;
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        aria-label={reportCopy.openEvent}
        onClick={() => reporting.report({ kind: 'event', eventId: event.id }, event.title)}
      >
        {reportCopy.open}
      </button>
      {reporting.dialog}
      {reporting.status}
    </>
  );
}
