/** My Events' "Manage (N)" dialog (spec section 2): one hosted event's pending requests, decided in place. */
import { Dialog } from '../../../lib/ui/Dialog';
import { requestsCopy } from '../../../copy/requests';
import { HostRequestList } from './HostRequestList';
import { WaitlistList } from './WaitlistList';

const copy = requestsCopy.manage;

export interface ManageRequestsDialogProps {
  eventId: string;
  eventTitle: string;
  onClose: () => void;
  /** after a decision: My Events' badge and counts catch up */
  onDecided: () => void;
}

export default function ManageRequestsDialog({
  eventId,
  eventTitle,
  onClose,
  onDecided,
}: ManageRequestsDialogProps) {
  return (
    <Dialog title={copy.title} onClose={onClose} widthClass="max-w-3xl">
      <p className="mb-3 text-sm text-slate-700">{copy.about(eventTitle)}</p>
      <HostRequestList eventId={eventId} onDecided={onDecided} />
      <WaitlistList eventId={eventId} />
    </Dialog>
  );
}
