/**
 * Calendar export, shared by the server and the SPA: what a calendar shows of an event (its page, its place, its
 * end), the Google Calendar link, and the private feed's answers. The server writes the .ics (lambdas/calendar/).
 */
import * as z from 'zod/mini';
import { built } from './built';

/** The event's page in the SPA: the calendar entry's URL. */
export const eventPagePath = (eventId: string) => `/dashboard/eventDetails/${encodeURIComponent(eventId)}`;

/** An event as a calendar entry, for whoever may see its exact place (its host and accepted participants). */
export interface CalendarEntry {
  title: string;
  description: string;
  /** ISO instants */
  startsAt: string;
  endsAt: string;
  /** the meeting point's name and address, or the platform of an online event */
  location: string;
  /** the event's page, absolute */
  url: string;
}

/** The end shown in a calendar: the start plus the duration (an hour when none is set). */
export function calendarEnd(startsAt: string, durationMinutes: number | null): string {
  return new Date(Date.parse(startsAt) + (durationMinutes ?? 60) * 60_000).toISOString();
}

/** "Moda İskelesi, Caferağa Mah., Kadıköy": the name once, even when the address starts with it. */
export function meetingPointText(point: { name: string; address: string }): string {
  return point.address.startsWith(point.name) ? point.address : `${point.name}, ${point.address}`;
}

const onlineLocationText = (platform: string) => `${platform} (çevrim içi)`;

/** Where an entry happens: the exact meeting point for those who may see it, else the public place; the platform online. */
export function calendarLocation(event: {
  type: 'physical' | 'online';
  platform: string | null;
  meetingPoint: { name: string; address: string } | null;
  publicLocation: string | null;
}): string {
  if (event.type === 'online') return onlineLocationText(event.platform ?? '');
  return event.meetingPoint ? meetingPointText(event.meetingPoint) : (event.publicLocation ?? '');
}

/** `20300601T160000Z`: a UTC instant as Google's `dates` parameter writes it. */
const googleInstant = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;

/** A link that opens Google Calendar's new-event form filled in with the entry. */
export function googleCalendarLink(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${googleInstant(entry.startsAt)}/${googleInstant(entry.endsAt)}`,
    details: entry.description ? `${entry.description}\n\n${entry.url}` : entry.url,
    location: entry.location,
    ctz: 'Europe/Istanbul',
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** GET /private/calendar-feed: whether the caller has a feed, and since when (its address is shown only once). */
export interface CalendarFeedStatus {
  active: boolean;
  createdAt: string | null;
}

/** POST /private/calendar-feed: the new feed's secret address, shown this once. */
export interface CalendarFeedCreated {
  message: string;
  url: string;
  createdAt: string;
}

/** 32 random bytes, base64url: 43 letters, digits, `-` and `_`. */
export const calendarFeedQuerySchema = /* @__PURE__ */ built(() =>
  z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Takvim adresi bulunamadı.')) }),
);
