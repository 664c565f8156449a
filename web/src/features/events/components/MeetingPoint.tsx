/**
 * A physical event's meeting point on its details: the address and a small map for the host and accepted
 * participants (the only ones the API gives it to); for anyone else a note on when it is shared.
 */
import { useMemo } from 'react';
import type { EventDetails } from '@contracts/events';
import type { EventLocation } from '@contracts/event-schemas';
import { eventsCopy } from '../../../copy/events';
import { LazyEventMap, type MapMarker } from '../../map';

const copy = eventsCopy.details;

export function MeetingPoint({ event }: { event: EventDetails }) {
  if (event.type !== 'physical') return null;
  if (!event.meetingPoint) return <p className="mt-3 text-sm text-slate-700">{copy.meetingPointLater}</p>;
  return <ExactPlace eventId={event.id} place={event.meetingPoint} />;
}

function ExactPlace({ eventId, place }: { eventId: string; place: EventLocation }) {
  const markers = useMemo<MapMarker[]>(
    () => [
      {
        id: eventId,
        position: [place.lng, place.lat],
        title: place.name,
        kind: 'people',
      },
    ],
    [eventId, place],
  );
  return (
    <section aria-labelledby="meeting-point-title" className="mt-4">
      <h2 id="meeting-point-title" className="font-bold text-slate-900">
        {copy.meetingPoint}
      </h2>
      <p className="mt-1 font-medium break-words text-slate-900">{place.name}</p>
      <p className="text-sm break-words text-slate-700">{place.address}</p>
      <LazyEventMap
        center={markers[0].position}
        zoom={16}
        markers={markers}
        label={copy.meetingPointMap}
        className="mt-2 h-48 w-full overflow-hidden rounded-xl bg-slate-200"
      />
    </section>
  );
}
