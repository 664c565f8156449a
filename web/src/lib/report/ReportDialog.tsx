/**
 * The report form in a dialog, for content reported where it is shown (an event's page, a message of a thread, a
 * review): titled by what is reported, with the reported content quoted over the form so the reporter sees what
 * they name. Loaded on the first "Bildir" (./useReportDialog.tsx).
 */
import { useEffect, useRef } from 'react';
import type { ReportedContent } from '@contracts/moderation';
import { Dialog } from '../ui/Dialog';
import { reportCopy as copy } from '../../copy/reports';
import { ReportForm } from './ReportForm';

export interface ReportDialogProps {
  target: ReportedContent;
  /** the content as the reporter saw it: the event's title, the message's or the review's text */
  quote: string;
  /** with the server's confirmation; the dialog is closed by the caller */
  onSent: (message: string) => void;
  onClose: () => void;
}

export default function ReportDialog({ target, quote, onSent, onClose }: ReportDialogProps) {
  const title = copy.title[target.kind];
  const reasonField = useRef<HTMLSelectElement>(null);
  // After the dialog's own effect, which focuses its first control (the close button): the reason is where to start.
  useEffect(() => reasonField.current?.focus(), []);
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="flex flex-col gap-3">
        {quote && (
          <figure className="rounded-xl bg-slate-50 p-3 text-sm">
            <figcaption className="font-semibold text-slate-700">{copy.quoteLabel[target.kind]}</figcaption>
            <blockquote className="mt-1 line-clamp-4 whitespace-pre-wrap break-words text-slate-900">
              {quote}
            </blockquote>
          </figure>
        )}
        <ReportForm
          target={target}
          title={title}
          variant="dialog"
          reasonRef={reasonField}
          onSent={onSent}
          onCancel={onClose}
        />
      </div>
    </Dialog>
  );
}
