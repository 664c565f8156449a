/**
 * A card's join control: Join opens the join-request modal; the host's own card opens the details instead; and an
 * event the caller already asked to join shows that request's state, since a second request is refused.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventCard } from '@contracts/events';
import type { JoinRequestStatus } from '@contracts/requests';
import { eventsCopy } from '../../../copy/events';
import { focusRing } from '../../../lib/ui/classes';
import { JoinRequestDialog, RequestStatusBadge } from '../../requests';
import { revalidateEvents } from '../api';
import { eventDetailsPath } from '../paths';

interface JoinActionProps {
  event: EventCard;
  /** the caller's own request for this event, if any */
  myRequest: JoinRequestStatus | undefined;
  /** whether the caller hosts this event */
  own: boolean;
  joinLabel: string;
  className: string;
}

export function JoinAction({ event, myRequest, own, joinLabel, className }: JoinActionProps) {
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  if (myRequest && !own) return <RequestStatusBadge status={myRequest} />;
  const label = own ? eventsCopy.card.details : joinLabel;
  return (
    <>
      <button
        type="button"
        onClick={(e) => {
          e.stopPropagation();
          if (own) navigate(eventDetailsPath(event.id));
          else setJoining(true);
        }}
        className={`${className} ${focusRing}`}
        aria-label={`${label}: ${event.title}`}
      >
        {label}
      </button>
      {joining && (
        // The dialog is a portal, but React bubbles its clicks up the component tree: stopped here, they never
        // reach the card's own click (which opens the details).
        <span onClick={(e) => e.stopPropagation()}>
          <JoinRequestDialog
            eventId={event.id}
            eventTitle={event.title}
            onClose={() => setJoining(false)}
            onSent={() => void revalidateEvents()}
          />
        </span>
      )}
    </>
  );
}
