/**
 * Events as iCalendar (RFC 5545), written by ical-generator: times in Europe/Istanbul with its VTIMEZONE (from
 * @touch4it/ical-timezones), a UID stable per event, SEQUENCE from the event's `sequence`, and a cancelled event
 * as STATUS:CANCELLED (a single event's file also says METHOD:CANCEL, so a calendar that imported it removes it).
 */
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { calendarEnd, calendarLocation, eventPagePath, type CalendarEntry } from '../contracts/calendar';
import { istanbulParts, istanbulTimeZone } from '../contracts/istanbul-time';
import type { EventRecord } from '../events/event-record';

/** A published or cancelled event with a start: what a calendar can hold. */
export type CalendarEvent = EventRecord & { startsAt: string };

export const isCalendarEvent = (event: EventRecord): event is CalendarEvent =>
  event.state !== 'draft' && event.startsAt !== null;

/** The entry of an event for its host and accepted participants, who may see its exact place. */
export function calendarEntry(event: CalendarEvent, siteUrl: string): CalendarEntry {
  const location = calendarLocation({ ...event, meetingPoint: event.location });
  return {
    title: event.title,
    description: event.description,
    startsAt: event.startsAt,
    endsAt: calendarEnd(event.startsAt, event.durationMinutes),
    location,
    url: `${siteUrl.replace(/\/$/, '')}${eventPagePath(event.id)}`,
  };
}

/**
 * ical-generator writes a native Date's local wall clock beside a TZID, so each time goes in as the Istanbul wall
 * clock read in this process's zone (UTC on Lambda).
 */
function istanbulWallClock(iso: string): Date {
  const { date, time } = istanbulParts(new Date(iso));
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hour, minute);
}

export interface CalendarOptions {
  siteUrl: string;
  /** DTSTAMP: when the file was written */
  now: Date;
  /** the calendar's name in the app that subscribes */
  name?: string;
}

function calendarOf(events: readonly CalendarEvent[], { siteUrl, now, name }: CalendarOptions): ICalCalendar {
  // The zone goes on each event; the calendar gets only the VTIMEZONE generator (a calendar-wide zone would also
  // write DTSTAMP in local time, which RFC 5545 forbids).
  const calendar = new ICalCalendar({
    prodId: { company: 'Squad', product: 'Squad', language: 'TR' },
    timezone: { name: '', generator: getVtimezoneComponent },
    ...(name ? { name } : {}),
  });
  const uidDomain = new URL(siteUrl).host;
  for (const event of events) {
    const entry = calendarEntry(event, siteUrl);
    calendar.createEvent({
      id: `event-${event.id}@${uidDomain}`,
      sequence: event.sequence,
      stamp: now,
      start: istanbulWallClock(entry.startsAt),
      end: istanbulWallClock(entry.endsAt),
      timezone: istanbulTimeZone,
      summary: entry.title,
      description: entry.description ? `${entry.description}\n\n${entry.url}` : entry.url,
      location: entry.location || null,
      url: entry.url,
      status: event.state === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar;
}

/** One event's file: METHOD:CANCEL once it is cancelled, METHOD:PUBLISH before. */
export function eventCalendarFile(event: CalendarEvent, options: CalendarOptions): string {
  const calendar = calendarOf([event], options);
  calendar.method(event.state === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  return calendar.toString();
}

/** A user's feed: every event in one calendar, a cancelled one as STATUS:CANCELLED. */
export function calendarFeedFile(events: readonly CalendarEvent[], options: CalendarOptions): string {
  return calendarOf(events, options).toString();
}

/** The answer headers of a calendar file; `fileName` makes a browser save it rather than show it. */
export function calendarHeaders(fileName?: string): Record<string, string> {
  return {
    'content-type': 'text/calendar; charset=utf-8',
    'cache-control': 'private, no-store',
    ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
  };
}
