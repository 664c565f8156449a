/** The details' Participants tab: who takes part, each with View Profile (and Message where there is a thread). */
import { useState } from 'react';
import type { EventDetails, EventParticipant } from '@contracts/events';
import { eventsCopy } from '../../../../copy/events';
import { secondaryButton } from '../../../../lib/ui/classes';
import { UserProfileDialog } from '../../../users';
import { RemoveParticipantButton } from '../../../requests';
import type { DetailsTab } from './tab-input';

const copy = eventsCopy.details;

export const participantsTab: DetailsTab = {
  id: 'participants',
  label: copy.tabs.participants,
  panel: ({ event, viewerId, onEventChanged }) => (
    <Participants event={event} viewerId={viewerId} onChanged={onEventChanged} />
  ),
};

/**
 * The thread the profile dialog's Message opens, where there is one: the host with a participant, or a
 * participant with the host (the requester side of a thread is always the participant).
 */
function messageTargetFor(event: EventDetails, person: EventParticipant, viewerId: string | undefined) {
  if (!viewerId || person.userId === viewerId) return undefined;
  if (event.isHost) return { eventId: event.id, userId: person.userId };
  if (person.role === 'host' && event.myRequest?.status === 'accepted')
    return { eventId: event.id, userId: viewerId };
  return undefined;
}

interface ParticipantsProps {
  event: EventDetails;
  viewerId: string | undefined;
  onChanged: () => void;
}

function Participants({ event, viewerId, onChanged }: ParticipantsProps) {
  const [viewing, setViewing] = useState<EventParticipant | null>(null);
  if (event.participantsList.length === 0) return <p className="text-slate-700">{copy.noParticipants}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {event.participantsList.map((person) => (
          <li key={person.userId} className="flex flex-wrap items-center gap-3 py-2">
            {person.avatar ? (
              <img src={person.avatar} alt="" className="size-10 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-violet-100 font-bold text-violet-800"
              >
                {person.name.charAt(0).toLocaleUpperCase('tr')}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">
                {person.name}{' '}
                {person.role === 'host' && <span className="text-xs text-violet-800">({copy.host})</span>}
              </p>
              <p className="text-sm text-slate-700">
                {person.username ? `@${person.username}` : ''}{' '}
                {eventsCopy.card.rating(person.rating, person.ratingCount)}
              </p>
            </div>
            <button
              type="button"
              className={`${secondaryButton} shrink-0`}
              aria-label={`${copy.viewProfile}: ${person.name}`}
              onClick={() => setViewing(person)}
            >
              {copy.viewProfile}
            </button>
            {event.isHost && event.status === 'upcoming' && person.role === 'participant' && (
              <RemoveParticipantButton eventId={event.id} participant={person} onRemoved={onChanged} />
            )}
          </li>
        ))}
      </ul>
      {viewing && (
        <UserProfileDialog
          handle={viewing.username ?? viewing.userId}
          messageTarget={messageTargetFor(event, viewing, viewerId)}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
