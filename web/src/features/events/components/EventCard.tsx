/**
 * A physical event's card (spec section 2): host and rating, free slots, time left, distance, participants, tags,
 * and Join, which opens the join-request modal (the host's own card opens the details instead).
 */
import { memo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventCard as EventCardData } from '@contracts/events';
import { eventsCopy } from '../../../copy/events';
import { card, focusRing } from '../../../lib/ui/classes';
import { useProfile } from '../../profile';
import { JoinRequestDialog } from '../../requests';
import { revalidateEvents } from '../api';
import { eventDetailsPath } from '../paths';
import { formatDateTime, priceLabel, timeLeft } from '../format';

const copy = eventsCopy.card;

function PhysicalEventCard({ event }: { event: EventCardData }) {
  const navigate = useNavigate();
  const { profile } = useProfile();
  const [joining, setJoining] = useState(false);
  const open = () => navigate(eventDetailsPath(event.id));
  const own = profile?.userId === event.host.userId;
  return (
    <>
      <article
        className={`${card} cursor-pointer transition hover:border-violet-300 hover:shadow-md`}
        onClick={open}
        aria-labelledby={`event-${event.id}`}
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`event-${event.id}`} className="truncate text-base font-bold text-slate-900">
              <a
                href={eventDetailsPath(event.id)}
                onClick={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  open();
                }}
                className="hover:underline"
              >
                {event.title}
              </a>
            </h2>
            <p className="text-sm text-slate-700">
              {event.host.name} · {copy.rating(event.host.rating)}
            </p>
          </div>
          <span className="shrink-0 rounded-full bg-violet-100 px-2.5 py-1 text-xs font-semibold text-violet-800">
            {priceLabel(event.price)}
          </span>
        </div>
        <p className="mt-2 line-clamp-2 text-sm text-slate-700">{event.description}</p>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          {event.startsAt && (
            <div>
              <dt className="sr-only">Zaman</dt>
              <dd>
                {formatDateTime(event.startsAt)} · {timeLeft(event)}
              </dd>
            </div>
          )}
          {event.public_location && (
            <div>
              <dt className="sr-only">Konum</dt>
              <dd>{event.public_location}</dd>
            </div>
          )}
          {event.distanceKm !== null && (
            <div>
              <dt className="sr-only">Mesafe</dt>
              <dd>{copy.distance(event.distanceKm)}</dd>
            </div>
          )}
          <div>
            <dt className="sr-only">Katılımcılar</dt>
            <dd>
              {copy.participants(event.participants.current, event.participants.max)} ·{' '}
              {copy.slots(event.slotsLeft)}
            </dd>
          </div>
        </dl>
        <div className="mt-3 flex items-center justify-between gap-2">
          <ul className="flex flex-wrap gap-1.5" aria-label="Etiketler">
            {event.tags.slice(0, 3).map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                {tag}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={(e) => {
              e.stopPropagation();
              if (own) open();
              else setJoining(true);
            }}
            className={`rounded-xl bg-violet-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-violet-800 ${focusRing}`}
            aria-label={`${own ? copy.details : copy.join}: ${event.title}`}
          >
            {own ? copy.details : copy.join}
          </button>
        </div>
      </article>
      {/* Beside the card, not in it: a click inside the dialog must not bubble to the card's own click. */}
      {joining && (
        <JoinRequestDialog
          eventId={event.id}
          eventTitle={event.title}
          onClose={() => setJoining(false)}
          onSent={() => void revalidateEvents()}
        />
      )}
    </>
  );
}

/**
 * A page of cards re-renders on every change of its list's state (validating, the loading toast, the position);
 * a card re-renders only when its event does, so those passes do not each redraw twenty cards on a phone's CPU.
 */
export const EventCard = memo(PhysicalEventCard);
