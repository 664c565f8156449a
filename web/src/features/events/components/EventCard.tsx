/**
 * A physical event's card (spec section 2): host and rating, free slots, time left, distance, participants, tags,
 * and Join, which opens the join-request modal (JoinAction: the host's own card opens the details, and an event
 * already asked to join shows the request's state).
 */
import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventCard as EventCardData } from '@contracts/events';
import { eventsCopy } from '../../../copy/events';
import { card } from '../../../lib/ui/classes';
import type { CallerOnCard } from '../api';
import { eventDetailsPath } from '../paths';
import { formatDateTime, priceLabel, timeLeft } from '../format';
import { JoinAction } from './JoinAction';
import { Icon } from '../../../lib/ui/icons';

const copy = eventsCopy.card;

/** The event, and the caller on it (useCallerOnCards reads it once for a whole list). */
export interface EventCardProps extends CallerOnCard {
  event: EventCardData;
}

function PhysicalEventCard({ event, myRequest, own }: EventCardProps) {
  const navigate = useNavigate();
  const open = () => navigate(eventDetailsPath(event.id));
  return (
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
            {event.host.name} · {copy.rating(event.host.rating, event.host.ratingCount)}
          </p>
          {event.featured && (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
              <Icon name="star" filled className="inline size-3 align-[-0.1em]" /> {copy.featured}
            </p>
          )}
        </div>
        <span className="shrink-0 rounded-full bg-violet-100 px-2.5 py-1 text-xs font-semibold text-violet-800">
          {priceLabel(event.price)}
        </span>
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{event.description}</p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {event.startsAt && (
          <div>
            <dt className="sr-only">{copy.terms.when}</dt>
            <dd>
              {formatDateTime(event.startsAt)} · {timeLeft(event)}
            </dd>
          </div>
        )}
        {event.public_location && (
          <div>
            <dt className="sr-only">{copy.terms.place}</dt>
            <dd>{event.public_location}</dd>
          </div>
        )}
        {event.distanceKm !== null && (
          <div>
            <dt className="sr-only">{copy.terms.distance}</dt>
            <dd>{copy.distance(event.distanceKm)}</dd>
          </div>
        )}
        <div>
          <dt className="sr-only">{copy.terms.participants}</dt>
          <dd>
            {copy.participants(event.participants.current, event.participants.max)} ·{' '}
            {copy.slots(event.slotsLeft)}
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex items-center justify-between gap-2">
        <ul className="flex flex-wrap gap-1.5" aria-label={copy.terms.tags}>
          {event.tags.slice(0, 3).map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {tag}
            </li>
          ))}
        </ul>
        <JoinAction
          event={event}
          myRequest={myRequest}
          own={own}
          joinLabel={copy.join}
          className="rounded-xl bg-violet-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-violet-800"
        />
      </div>
    </article>
  );
}

/**
 * A page of cards re-renders on every change of its list's state (validating, the loading toast, the position);
 * a card re-renders only when its event or the caller on it does, so those passes do not each redraw twenty cards
 * on a phone's CPU.
 */
export const EventCard = memo(PhysicalEventCard);
