/**
 * The host's pending join requests for one event (spec section 2: the details' Requests tab and the My Events
 * Join Requests dialog): who asks (name, username, rating, event count, badges), their message (only ever one the
 * screener passed), and Accept, Decline, Message and View Profile. Polled every 5 s while shown, so a new
 * request appears without a reload; a decision answers with the spec's toasts.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/ui/toast';
import {
  acceptFailedMessage,
  declineFailedMessage,
  requestAcceptedMessage,
  requestDeclinedMessage,
  type ReceivedJoinRequest,
} from '@contracts/requests';
import { ApiError } from '../../../lib/api/client';
import { Avatar } from '../../../lib/ui/Avatar';
import { focusRing, primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { failureMessage, ReadState } from '../../../lib/ui/LoadState';
import { requestsCopy } from '../../../copy/requests';
import { attendanceCopy } from '../../../copy/attendance';
import { ReliabilityOf } from '../../attendance';
import { MessageDialog } from '../../messages';
import { UserProfileDialog, userProfileDialogSlot } from '../../users';
import { decideRequest, useReceivedRequests, type Decision } from '../api';
import { sentTime } from '../format';

const copy = requestsCopy.host;

const outcomes = {
  accept: { done: requestAcceptedMessage, failed: acceptFailedMessage },
  decline: { done: requestDeclinedMessage, failed: declineFailedMessage },
} as const;

interface HostRequestListProps {
  eventId: string;
  /** after a decision: the event's participants and counts changed */
  onDecided: () => void;
}

export function HostRequestList({ eventId, onDecided }: HostRequestListProps) {
  const requests = useReceivedRequests(eventId);
  const { mutate } = requests;
  const [busy, setBusy] = useState<{ id: string; decision: Decision } | null>(null);
  const [messaging, setMessaging] = useState<ReceivedJoinRequest | null>(null);
  const [viewing, setViewing] = useState<ReceivedJoinRequest | null>(null);
  const listId = useId();
  const top = useRef<HTMLParagraphElement>(null);

  async function decide(request: ReceivedJoinRequest, decision: Decision) {
    setBusy({ id: request.id, decision });
    let decided = false;
    try {
      const answer = await decideRequest(decision, eventId, request.id);
      decided = true;
      toast.success(answer.message || outcomes[decision].done);
    } catch (failure) {
      const { failed } = outcomes[decision];
      toast.error(failure instanceof ApiError ? failureMessage(failure, failed) : failed);
    } finally {
      setBusy(null);
    }
    // The row leaves the list (or, refused, shows as it now is); focus must not fall back to the page.
    await mutate((current) => (decided ? current?.filter((item) => item.id !== request.id) : current), {
      revalidate: true,
    });
    top.current?.focus();
    onDecided();
  }

  return (
    <ReadState read={requests} copy={copy} serverReason rows={2} rowHeight="h-28">
      {(data) => (
        <div>
          <p
            ref={top}
            id={listId}
            tabIndex={-1}
            aria-live="polite"
            className={`mb-3 rounded text-sm font-semibold text-slate-800 ${focusRing}`}
          >
            {data.length === 0 ? copy.empty : `${copy.listLabel} (${data.length})`}
          </p>
          {data.length > 0 && (
            <ul aria-labelledby={listId} className="flex flex-col gap-3">
              {data.map((request) => (
                <li key={request.id}>
                  <RequestRow
                    request={request}
                    busy={busy?.id === request.id ? busy.decision : busy ? 'other' : null}
                    onDecide={(decision) => void decide(request, decision)}
                    onMessage={() => setMessaging(request)}
                    onViewProfile={() => setViewing(request)}
                  />
                </li>
              ))}
            </ul>
          )}
          {messaging && (
            <MessageDialog
              eventId={eventId}
              userId={messaging.id}
              otherName={messaging.user.name}
              onClose={() => setMessaging(null)}
              profileDialog={userProfileDialogSlot}
            />
          )}
          {viewing && (
            <UserProfileDialog
              handle={viewing.user.username ?? viewing.user.userId}
              messageTarget={{ eventId, userId: viewing.id }}
              onClose={() => setViewing(null)}
            />
          )}
        </div>
      )}
    </ReadState>
  );
}

interface RequestRowProps {
  request: ReceivedJoinRequest;
  /** the decision in flight on this row, 'other' while another row's is */
  busy: Decision | 'other' | null;
  onDecide: (decision: Decision) => void;
  onMessage: () => void;
  onViewProfile: () => void;
}

function RequestRow({ request, busy, onDecide, onMessage, onViewProfile }: RequestRowProps) {
  const { user } = request;
  const titleId = `request-${request.id}`;
  const label = (action: string) => copy.actionFor(action, user.name);
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <Avatar name={user.name} pictureUrl={user.avatar} alt="" />
        <h3 id={titleId} className="min-w-0 flex-1 self-center font-bold break-words text-slate-900">
          {user.name}
        </h3>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label={copy.username}>{user.username ? `@${user.username}` : copy.noUsername}</Fact>
        <Fact label={copy.rating}>{copy.ratingValue(user.rating)}</Fact>
        <Fact label={attendanceCopy.reliability.label}>
          <ReliabilityOf userId={user.userId} />
        </Fact>
        <Fact label={copy.events}>{user.eventCount}</Fact>
        <Fact label={copy.badges}>
          {user.badges.length === 0 ? (
            copy.noBadges
          ) : (
            <ul className="flex flex-wrap gap-1">
              {user.badges.map((badge) => (
                <li key={badge.id} className="rounded-full bg-violet-50 px-2 py-0.5 text-xs text-violet-900">
                  <span aria-hidden="true">{badge.icon} </span>
                  {badge.name}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
      <figure className="mt-3">
        <figcaption className="text-xs font-semibold text-slate-600">{copy.message}</figcaption>
        <blockquote className="mt-1 whitespace-pre-line break-words rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          {request.message || <span className="italic text-slate-600">{copy.noMessage}</span>}
        </blockquote>
      </figure>
      <p className="mt-1 text-xs text-slate-600">
        <time dateTime={request.timestamp}>{requestsCopy.status.sentAt(sentTime(request.timestamp))}</time>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={busy !== null}
          aria-label={label(busy === 'accept' ? copy.accepting : copy.accept)}
          onClick={() => onDecide('accept')}
        >
          {busy === 'accept' ? copy.accepting : copy.accept}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy !== null}
          aria-label={label(busy === 'decline' ? copy.declining : copy.decline)}
          onClick={() => onDecide('decline')}
        >
          {busy === 'decline' ? copy.declining : copy.decline}
        </button>
        <button
          type="button"
          className={secondaryButton}
          aria-label={label(copy.messageButton)}
          onClick={onMessage}
        >
          {copy.messageButton}
        </button>
        <button
          type="button"
          className={secondaryButton}
          aria-label={label(copy.viewProfile)}
          onClick={onViewProfile}
        >
          {copy.viewProfile}
        </button>
      </div>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
