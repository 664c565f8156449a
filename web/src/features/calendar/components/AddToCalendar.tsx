/**
 * "Takvime ekle" on an event's details, for its host and accepted participants (the file holds the exact place):
 * the .ics through the API client, then saved from a Blob; and a Google Calendar link. After a cancellation the
 * file says so (a calendar that has the event marks it cancelled); there is nothing left to add to Google.
 */
import { useState } from 'react';
import { calendarEnd, calendarLocation, eventPagePath, googleCalendarLink } from '@contracts/calendar';
import type { EventDetails } from '@contracts/events';
import { calendarCopy } from '../../../copy/calendar';
import { failedCallMessage } from '../../../lib/api/client';
import { saveBlob } from '../../../lib/save-file';
import { secondaryButton } from '../../../lib/ui/classes';
import { toast } from '../../../lib/ui/toast';
import { fetchEventCalendar } from '../api';

const copy = calendarCopy.add;

const shownFor: readonly EventDetails['status'][] = ['upcoming', 'ongoing', 'cancelled'];

export function AddToCalendar({ event }: { event: EventDetails }) {
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const member = event.isHost || event.myRequest?.status === 'accepted';
  if (!member || !event.startsAt || !shownFor.includes(event.status)) return null;
  const cancelled = event.status === 'cancelled';

  async function download() {
    setBusy(true);
    setAnnouncement(copy.downloading);
    try {
      saveBlob(await fetchEventCalendar(event.id), `squad-${event.id.slice(0, 8)}.ics`);
      setAnnouncement(copy.downloaded);
    } catch (failure) {
      const message = failedCallMessage(failure, copy.failed);
      toast.error(message);
      setAnnouncement(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="add-to-calendar-title" className="mt-4 flex flex-col items-start gap-2">
      <h2 id="add-to-calendar-title" className="sr-only">
        {copy.title}
      </h2>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? copy.downloading : cancelled ? copy.cancelledDownload : copy.download}
        </button>
        {!cancelled && (
          <a
            className={secondaryButton}
            href={googleLink(event, event.startsAt)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {copy.google} <span className="sr-only">{copy.newTab}</span>
          </a>
        )}
      </div>
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 empty:hidden">
        {announcement}
      </p>
    </section>
  );
}

function googleLink(event: EventDetails, startsAt: string): string {
  const location = calendarLocation({ ...event, publicLocation: event.public_location });
  return googleCalendarLink({
    title: event.title,
    description: event.description,
    startsAt,
    endsAt: calendarEnd(startsAt, event.durationMinutes),
    location,
    url: `${window.location.origin}${eventPagePath(event.id)}`,
  });
}
