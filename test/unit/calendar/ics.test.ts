import '../support/env';
import * as ical from 'node-ical';
import { calendarFeedFile, eventCalendarFile, type CalendarEvent } from '../../../lambdas/calendar/ics';
import { googleCalendarLink } from '../../../lambdas/contracts/calendar';
import { calendarEntry } from '../../../lambdas/calendar/ics';
import { eventItem } from '../support/event-records';

// eventItem: 2030-06-01T16:00Z, 120 minutes: 19:00 to 21:00 in Istanbul.
const event: CalendarEvent = { ...eventItem, startsAt: '2030-06-01T16:00:00.000Z' };
const options = { siteUrl: 'https://squad.test', now: new Date('2030-05-20T10:00:00.000Z') };
const pageUrl = `https://squad.test/dashboard/eventDetails/${event.id}`;

function parsed(text: string) {
  const components = Object.values(ical.sync.parseICS(text));
  const events = components.filter((component) => component?.type === 'VEVENT') as ical.VEvent[];
  const calendar = components.find((component) => component?.type === 'VCALENDAR') as
    { method?: string } | undefined;
  const timezones = components.filter((component) => component?.type === 'VTIMEZONE') as ical.VTimeZone[];
  return { events, calendar, timezones };
}

const urlOf = (entry: ical.VEvent) => (entry.url as unknown as { val: string }).val ?? entry.url;

describe("an event's calendar file", () => {
  it('holds one entry with a UID stable per event, the start and end in Istanbul time, and its VTIMEZONE', () => {
    const text = eventCalendarFile(event, options);
    const { events, timezones } = parsed(text);

    expect(events).toHaveLength(1);
    const [entry] = events;
    expect(entry.uid).toBe(`event-${event.id}@squad.test`);
    expect(entry.start.toISOString()).toBe('2030-06-01T16:00:00.000Z');
    expect(entry.end?.toISOString()).toBe('2030-06-01T18:00:00.000Z');
    expect(entry.start.tz).toBe('Europe/Istanbul');
    expect(text).toContain('DTSTART;TZID=Europe/Istanbul:20300601T190000');
    expect(text).toContain('DTEND;TZID=Europe/Istanbul:20300601T210000');
    expect(timezones.map((zone) => zone.tzid)).toEqual(['Europe/Istanbul']);
    expect(text).toMatch(/DTSTAMP:20300520T100000Z/);
  });

  it('says what, where and which page: SUMMARY, the exact LOCATION, URL and DESCRIPTION', () => {
    const [entry] = parsed(eventCalendarFile(event, options)).events;

    expect(entry.summary).toBe('Moda sahilinde tavla');
    expect(entry.location).toBe('Moda, Kadıköy, İstanbul');
    expect(urlOf(entry)).toBe(pageUrl);
    expect(entry.description).toBe(`Çay ve tavla.\n\n${pageUrl}`);
  });

  it('names the platform as the place of an online event', () => {
    const online: CalendarEvent = { ...event, type: 'online', location: null, platform: 'Discord' };
    const [entry] = parsed(eventCalendarFile(online, options)).events;
    expect(entry.location).toBe('Discord (çevrim içi)');
  });

  it('keeps the UID and raises SEQUENCE when an edit makes a new version', () => {
    const before = parsed(eventCalendarFile(event, options)).events[0];
    const edited = { ...event, startsAt: '2030-06-01T17:00:00.000Z', sequence: 1 };
    const after = parsed(eventCalendarFile(edited, options)).events[0];

    expect(before.sequence).toBe(0);
    expect(after.sequence).toBe(1);
    expect(after.uid).toBe(before.uid);
    expect(after.start.toISOString()).toBe('2030-06-01T17:00:00.000Z');
  });

  it('publishes a live event as CONFIRMED', () => {
    const { events, calendar } = parsed(eventCalendarFile(event, options));
    expect(events[0].status).toBe('CONFIRMED');
    expect(calendar?.method).toBe('PUBLISH');
  });

  it('says STATUS:CANCELLED with METHOD:CANCEL after a cancellation', () => {
    const cancelled: CalendarEvent = { ...event, state: 'cancelled', sequence: 2 };
    const { events, calendar } = parsed(eventCalendarFile(cancelled, options));

    expect(events[0].status).toBe('CANCELLED');
    expect(events[0].sequence).toBe(2);
    expect(calendar?.method).toBe('CANCEL');
  });
});

describe("a user's calendar feed", () => {
  it('holds each event once, with no METHOD (a subscription, not an invitation)', () => {
    const other: CalendarEvent = { ...event, id: '0b6c6f3e-1d2a-4e5f-8a9b-0c1d2e3f4a5b', title: 'Satranç' };
    const text = calendarFeedFile([event, other], { ...options, name: 'Squad' });
    const { events } = parsed(text);

    expect(events.map((entry) => entry.summary)).toEqual(['Moda sahilinde tavla', 'Satranç']);
    expect(text).not.toContain('METHOD:');
    expect(text).toContain('X-WR-CALNAME:Squad');
  });
});

describe('the Google Calendar link', () => {
  it('opens the new-event form with the title, the UTC times, the details with the page, and the place', () => {
    const link = new URL(googleCalendarLink(calendarEntry(event, 'https://squad.test')));

    expect(`${link.origin}${link.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Moda sahilinde tavla',
      dates: '20300601T160000Z/20300601T180000Z',
      details: `Çay ve tavla.\n\n${pageUrl}`,
      location: 'Moda, Kadıköy, İstanbul',
      ctz: 'Europe/Istanbul',
    });
  });
});
