/**
 * An online event's card (spec section 2): platform, host rank and rating, slots, MIC marker, requirements, skill,
 * and JOIN_GAME(), which opens the join-request modal (JoinAction: the host's own card opens the details, and an
 * event already asked to join shows the request's state).
 */
import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventsCopy } from '../../../copy/events';
import { formatDateTime, onlineHostLine, timeLeft } from '../format';
import { eventDetailsPath } from '../paths';
import type { EventCardProps } from './EventCard';
import { JoinAction } from './JoinAction';
import { Icon } from '../../../lib/ui/icons';

const copy = eventsCopy.online;

function GamingEventCard({ event, myRequest, own }: EventCardProps) {
  const navigate = useNavigate();
  const open = () => navigate(eventDetailsPath(event.id));
  return (
    <article
      onClick={open}
      aria-labelledby={`online-${event.id}`}
      className="flex w-full cursor-pointer flex-col rounded-2xl border border-slate-800 bg-slate-900 p-4 text-slate-100 shadow transition hover:border-violet-400"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`online-${event.id}`} className="font-mono text-base font-bold text-white">
          {event.title}
        </h2>
        {event.voiceRequired && (
          <span className="rounded bg-fuchsia-600 px-1.5 py-0.5 font-mono text-xs font-bold text-white">
            {eventsCopy.card.mic}
          </span>
        )}
      </div>
      <p className="mt-1 text-xs text-violet-200">{onlineHostLine(event)}</p>
      {event.featured && (
        <p className="mt-1 self-start rounded bg-amber-300 px-1.5 py-0.5 font-mono text-xs font-bold text-slate-900">
          <Icon name="star" filled className="inline size-3 align-[-0.1em]" /> {eventsCopy.card.featured}
        </p>
      )}
      <p className="mt-2 line-clamp-2 text-sm text-slate-200">{event.description}</p>
      {event.requirements && (
        <p className="mt-1 text-xs text-slate-300">
          {copy.requirements}: {event.requirements}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-1.5 text-xs">
        {event.skillLevel && (
          <span className="rounded-full bg-emerald-500/20 px-2 py-0.5 text-emerald-200" lang="tr">
            {eventsCopy.skillLevels[event.skillLevel]}
          </span>
        )}
        {event.tags.slice(0, 2).map((tag) => (
          <span key={tag} className="rounded-full bg-white/10 px-2 py-0.5 text-slate-100">
            {tag}
          </span>
        ))}
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 pt-3 text-xs text-slate-200">
        <span>
          {event.startsAt ? `${formatDateTime(event.startsAt)} · ${timeLeft(event)}` : ''}
          <br />
          {eventsCopy.card.participants(event.participants.current, event.participants.max)} ·{' '}
          {eventsCopy.card.slots(event.slotsLeft)}
        </span>
        <JoinAction
          event={event}
          myRequest={myRequest}
          own={own}
          joinLabel={eventsCopy.card.joinGame}
          className="rounded-lg bg-violet-600 px-3 py-1.5 font-mono text-sm font-bold text-white hover:bg-violet-500"
        />
      </div>
    </article>
  );
}

/** Drawn again only when its event or the caller on it changes (EventCard says why). */
export const OnlineEventCard = memo(GamingEventCard);
