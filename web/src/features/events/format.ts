/** How events read on screen: Istanbul time, prices, statuses, time left. */
import type { EventCard, EventStatus } from '@contracts/events';
import { istanbulParts, istanbulTimeZone } from '@contracts/istanbul-time';
import { eventsCopy } from '../../copy/events';

const timeZone = istanbulTimeZone;
const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone,
  day: 'numeric',
  month: 'long',
  weekday: 'short',
});
const timeFormat = new Intl.DateTimeFormat('tr-TR', { timeZone, hour: '2-digit', minute: '2-digit' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => `${formatDate(iso)} · ${formatTime(iso)}`;

// A calendar day is already Istanbul's: read at UTC midnight, it stays the same day in any browser.
const calendarDayFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});

/** A calendar day (YYYY-MM-DD) as Turkish writes it: "28 Kas", never "11-28". */
export const formatCalendarDay = (day: string) => calendarDayFormat.format(new Date(`${day}T00:00:00Z`));

/** Today's date in Istanbul (YYYY-MM-DD): the date picker's minimum. */
export const istanbulToday = (now = new Date()) => istanbulParts(now).date;

export const priceLabel = (price: number) => (price > 0 ? `${price} TL` : 'Ücretsiz');

export function timeLeft(event: Pick<EventCard, 'startsAt' | 'status'>, now = Date.now()): string {
  if (event.status === 'ongoing') return eventsCopy.card.ongoing;
  if (!event.startsAt) return '';
  const minutes = Math.max(0, Math.round((Date.parse(event.startsAt) - now) / 60_000));
  if (minutes < 60) return eventsCopy.card.inMinutes(minutes);
  if (minutes < 48 * 60) return eventsCopy.card.inHours(Math.round(minutes / 60));
  return eventsCopy.card.inDays(Math.round(minutes / 1440));
}

export const statusLabel = (status: EventStatus) => eventsCopy.status[status];

export const statusBadgeClass: Record<EventStatus, string> = {
  upcoming: 'bg-emerald-100 text-emerald-800',
  ongoing: 'bg-sky-100 text-sky-800',
  completed: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-800',
  draft: 'bg-amber-100 text-amber-900',
};

/**
 * An online card's host line: platform, host, rank, and the rating once someone rated the host. A new host's rank
 * already says "Yeni", so an unrated host's rating does not say it again.
 */
export function onlineHostLine({ platform, host }: Pick<EventCard, 'platform' | 'host'>): string {
  const online = eventsCopy.online;
  return [
    platform,
    `${online.host}: ${host.name}`,
    host.rank && `${online.rank}: ${host.rank}`,
    host.rating > 0 && eventsCopy.card.rating(host.rating, host.ratingCount),
  ]
    .filter(Boolean)
    .join(' · ');
}

export const isGaming = (event: Pick<EventCard, 'type'>) => event.type === 'online';
