/** The listed events on the map, with popups linking to their details; the view follows the list. */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventCard } from '@contracts/events';
import { eventsCopy } from '../../../copy/events';
import { LazyEventMap, type LngLat, type MapMarker } from '../../map';
import { formatDateTime, isGaming, priceLabel } from '../format';
import { eventDetailsPath } from '../paths';

interface EventMapPanelProps {
  events: EventCard[];
  /** the list is loading: the map keeps its view and says nothing yet */
  loading: boolean;
  center: LngLat;
  /** a position learnt after the map opened (the browser's), flown to */
  flyTo: LngLat | null;
  className: string;
}

const copy = eventsCopy.physical;

export function EventMapPanel({ events, loading, center, flyTo, className }: EventMapPanelProps) {
  const navigate = useNavigate();
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const markers = useMemo<MapMarker[]>(
    () =>
      events.flatMap((event) =>
        event.publicPoint
          ? [
              {
                id: event.id,
                position: event.publicPoint,
                title: event.title,
                kind: isGaming(event) ? 'gaming' : 'people',
              },
            ]
          : [],
      ),
    [events],
  );
  const popupContent = useCallback(
    (marker: MapMarker) => {
      const event = byId.get(marker.id);
      const root = document.createElement('div');
      const title = document.createElement('strong');
      title.textContent = marker.title;
      const when = document.createElement('div');
      when.textContent = event?.startsAt ? formatDateTime(event.startsAt) : '';
      const price = document.createElement('div');
      price.textContent = priceLabel(event?.price ?? 0);
      const link = document.createElement('a');
      link.href = eventDetailsPath(marker.id);
      link.textContent = eventsCopy.card.details;
      link.addEventListener('click', (click) => {
        click.preventDefault();
        navigate(eventDetailsPath(marker.id));
      });
      root.append(title, when, price, link);
      return root;
    },
    [byId, navigate],
  );
  return (
    <LazyEventMap
      center={center}
      markers={markers}
      flyTo={flyTo}
      popupContent={popupContent}
      fitMarkers={{ pending: loading, noMarkers: copy.mapNoEvents, noneInView: copy.mapNoneInView }}
      label={copy.mapLabel}
      className={className}
    />
  );
}
