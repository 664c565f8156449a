/**
 * The requester's own request as a badge: its state in words (never colour alone), prefixed for screen readers
 * so "Kabul edildi" is not read without saying what was accepted.
 */
import type { JoinRequestStatus } from '@contracts/requests';
import { requestsCopy } from '../../../copy/requests';

const copy = requestsCopy.status;

/** Each pair is at least 4.5:1 (WCAG AA for small text). */
const badgeClass: Record<JoinRequestStatus, string> = {
  screening: 'bg-amber-100 text-amber-900',
  held: 'bg-amber-100 text-amber-900',
  pending: 'bg-sky-100 text-sky-900',
  accepted: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-red-100 text-red-800',
  waitlisted: 'bg-indigo-100 text-indigo-900',
  offered: 'bg-violet-100 text-violet-900',
  left: 'bg-slate-100 text-slate-800',
  removed: 'bg-red-100 text-red-800',
};
const cancelledClass = 'bg-red-100 text-red-800';

interface RequestStatusBadgeProps {
  status: JoinRequestStatus;
  /** the host cancelled the event: an "accepted" or "in line" would promise a place that is gone */
  eventCancelled?: boolean;
}

export function RequestStatusBadge({ status, eventCancelled = false }: RequestStatusBadgeProps) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${eventCancelled ? cancelledClass : badgeClass[status]}`}
    >
      <span className="sr-only">{copy.label}: </span>
      {eventCancelled ? copy.eventCancelled : copy.badge[status]}
    </span>
  );
}
