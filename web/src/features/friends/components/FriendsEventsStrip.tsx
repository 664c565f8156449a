/**
 * The dashboards' "Arkadaşların" strip: friends' upcoming events of the dashboard's type, in a row that scrolls
 * sideways inside itself (never the page) on a phone. Nothing at all when there are none. When it shows: strip.tsx.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { EventFriend, FriendEvent } from '@contracts/friends';
import { istanbulTimeZone } from '@contracts/istanbul-time';
import { paths } from '../../../lib/paths';
import { focusRing } from '../../../lib/ui/classes';
import { KeepsReaderInPlace } from '../../../lib/ui/KeepsReaderInPlace';
import { friendsCopy } from '../../../copy/friends';

const copy = friendsCopy.strip;

const startFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Ayşe düzenliyor", "Mert katılıyor +2 arkadaş": the first friend (a host first), and how many more. */
function friendsLine(friends: readonly EventFriend[]): string {
  const [first, ...others] = friends;
  const line = first.role === 'host' ? copy.hosts(first.name) : copy.joins(first.name);
  return others.length > 0 ? `${line} ${copy.andOthers(others.length)}` : line;
}

export function FriendsEventsStrip({ items }: { items: readonly FriendEvent[] }) {
  const headingId = useId();
  const hintId = useId();
  const shown = items.length > 0;
  // A strip that arrives or empties after the cards keeps a reader scrolled into them where they are.
  return (
    <KeepsReaderInPlace shown={shown}>
      {shown && (
        <section aria-labelledby={headingId} aria-describedby={hintId} className="min-w-0 space-y-2">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {copy.title}
          </h2>
          <p id={hintId} className="text-sm text-slate-700">
            {copy.hint}
          </p>
          <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2">
            {items.map((item) => (
              <StripItem key={item.event.id} item={item} />
            ))}
          </ul>
        </section>
      )}
    </KeepsReaderInPlace>
  );
}

function StripItem({ item: { event, friends } }: { item: FriendEvent }) {
  const place = event.type === 'physical' ? event.public_location : event.platform;
  return (
    <li className="w-64 max-w-[80vw] shrink-0 snap-start">
      <Link
        to={paths.dashboard.eventDetails(event.id)}
        className={`card flex h-full flex-col gap-1 p-4 shadow-sm transition hover:border-violet-300 hover:shadow-md ${focusRing}`}
      >
        <h3 className="truncate font-bold text-slate-900">{event.title}</h3>
        {event.startsAt && (
          <p className="text-sm text-slate-700">
            <time dateTime={event.startsAt}>{startFormat.format(new Date(event.startsAt))}</time>
          </p>
        )}
        {place && <p className="truncate text-sm text-slate-700">{place}</p>}
        <p className="mt-auto truncate pt-1 text-sm font-semibold text-violet-800">{friendsLine(friends)}</p>
      </Link>
    </li>
  );
}
