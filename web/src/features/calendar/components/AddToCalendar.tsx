/**
 * "Takvime ekle" on an event's details, for its host and accepted participants (the file holds the exact place):
 * the .ics through the API client, then saved from a Blob; and a Google Calendar link. After a cancellation the
 * file says so (a calendar that has the event marks it cancelled); there is nothing left to add to Google.
 */
import { calendarEnd, calendarLocation, eventPagePath, googleCalendarLink } from '@contracts/calendar';
import type { EventDetails } from '@contracts/events';
import { calendarCopy } from '../../../copy/calendar';
import { saveBlob } from '../../../lib/save-file';
import { secondaryButton } from '../../../lib/ui/classes';
import { LiveStatus, useAnnouncedAction } from '../../../lib/ui/useAnnouncedAction';
import { fetchEventCalendar } from '../api';

const copy = calendarCopy.add;

const shownFor: readonly EventDetails['status'][] = ['upcoming', 'ongoing', 'cancelled'];

export function AddToCalendar({ event }: { event: EventDetails }) {
  const { busy, announcement, act } = useAnnouncedAction({
    pending: copy.downloading,
    failed: copy.failed,
    toastSuccess: false,
  });
  const member = event.isHost || event.myRequest?.status === 'accepted';
  if (!member || !event.startsAt || !shownFor.includes(event.status)) return null;
  const cancelled = event.status === 'cancelled';

  const download = () =>
    act('act', async () => {
      saveBlob(await fetchEventCalendar(event.id), `squad-${event.id.slice(0, 8)}.ics`);
      return copy.downloaded;
    });

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
          disabled={busy !== null}
          aria-busy={busy !== null}
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
      <LiveStatus>{announcement}</LiveStatus>
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
