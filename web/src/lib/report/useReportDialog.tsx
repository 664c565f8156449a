/**
 * "Bildir" for content, as a feature places it: `useReportDialog` gives the control's handler, the dialog to render
 * and the outcome to announce. The dialog's code is a chunk of its own, fetched on the first "Bildir", so no page
 * carries the form before someone reports.
 */
import { lazy, Suspense, useState } from 'react';
import type { ReportedContent } from '@contracts/moderation';
import { DialogFallback } from '../ui/DialogFallback';
import { toast } from '../ui/toast';
import { reportCopy } from '../../copy/reports';
import type { ReportDialogProps } from './ReportDialog';

const LazyReportDialog = lazy(() => import('./ReportDialog'));

function ReportDialog(props: ReportDialogProps) {
  return (
    <Suspense fallback={<DialogFallback label={reportCopy.loading} />}>
      <LazyReportDialog {...props} />
    </Suspense>
  );
}

/**
 * A page's reports: `report(target, quote)` opens the dialog for that content; render `dialog` anywhere in the page
 * (it is portalled) and `status` beside the controls: a polite live region that says the server's confirmation
 * (which a toast shows). Closing the dialog puts focus back on the control that opened it.
 */
export function useReportDialog() {
  const [open, setOpen] = useState<Pick<ReportDialogProps, 'target' | 'quote'> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dialog = open && (
    <ReportDialog
      {...open}
      onClose={() => setOpen(null)}
      onSent={(message) => {
        toast.success(message);
        setAnnouncement(message);
        setOpen(null);
      }}
    />
  );
  return {
    report: (target: ReportedContent, quote: string) => {
      setAnnouncement('');
      setOpen({ target, quote });
    },
    dialog,
    status: (
      <span role="status" className="sr-only">
        {announcement}
      </span>
    ),
  };
}
