/**
 * The requester's own request on an event's details: where it stands (waiting for the AI, with
 * the host, accepted, declined, in line, offered a place, left, removed), what they can do about it
 * (ParticipationActions), what they wrote, and a thread with the host once the screener let it through.
 * The state is a live region: when it moves on while the page is open, a screen reader hears it.
 */
import { useState } from 'react';
import type { EventStatus } from '@contracts/events';
import type { MyJoinRequest } from '@contracts/requests';
import { card, secondaryButton } from '../../../lib/ui/classes';
import { requestsCopy } from '../../../copy/requests';
import { requestDetail } from '../../../copy/request-detail';
import { MessageDialog } from '../../messages';
import { userProfileDialogSlot } from '../../users';
import { sentTime } from '../format';
import { ParticipationActions } from './ParticipationActions';
import { RequestStatusBadge } from './RequestStatusBadge';

const copy = requestsCopy.status;

interface MyRequestPanelProps {
  request: MyJoinRequest;
  hostName: string;
  /** the caller's user id: the requester side of the thread with the host (unknown while the profile loads) */
  viewerId: string | undefined;
  /** upcoming, a participant may leave; cancelled, nothing is left to do about the request */
  eventStatus: EventStatus;
  /** after leaving, or an offer taken or let go */
  onChanged: () => void;
}

const threadStatuses: readonly MyJoinRequest['status'][] = ['pending', 'accepted', 'waitlisted', 'offered'];

export function MyRequestPanel({ request, hostName, viewerId, eventStatus, onChanged }: MyRequestPanelProps) {
  const [messaging, setMessaging] = useState(false);
  const cancelled = eventStatus === 'cancelled';
  // A thread opens once the request reached the host: never around the screener, never after a decline, and
  // not about a place in an event that will not happen.
  const canMessage = viewerId !== undefined && !cancelled && threadStatuses.includes(request.status);
  return (
    <section aria-labelledby="my-request-title" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-request-title" className="font-bold text-slate-900">
          {copy.label}
        </h2>
        <div className="flex items-center gap-2">
          <RequestStatusBadge status={request.status} eventCancelled={cancelled} />
          {request.status === 'screening' && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-amber-200 border-t-amber-700"
            />
          )}
        </div>
      </div>
      <p className="mt-2 text-slate-800" aria-live="polite">
        {requestDetail(request.status, eventStatus)}
      </p>
      {!cancelled && (
        <ParticipationActions request={request} upcoming={eventStatus === 'upcoming'} onChanged={onChanged} />
      )}
      {request.message && (
        <figure className="mt-3">
          <figcaption className="text-xs font-semibold text-slate-600">{copy.yourMessage}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line break-words rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
            {request.message}
          </blockquote>
        </figure>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600">
          <time dateTime={request.timestamp}>{copy.sentAt(sentTime(request.timestamp))}</time>
        </p>
        {canMessage && (
          <button type="button" className={secondaryButton} onClick={() => setMessaging(true)}>
            {copy.messageHost}
          </button>
        )}
      </div>
      {messaging && viewerId && (
        <MessageDialog
          eventId={request.eventId}
          userId={viewerId}
          otherName={hostName}
          onClose={() => setMessaging(false)}
          profileDialog={userProfileDialogSlot}
        />
      )}
    </section>
  );
}
