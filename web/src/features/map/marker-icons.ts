/** Marker icons as inline SVG (no image requests, crisp at any density), by category kind. */
import L from 'leaflet';
import type { MapMarker } from './types';

const gamepad =
  '<path d="M6 11h4M8 9v4M15 12h.01M18 10h.01" stroke="#fff" stroke-width="2" stroke-linecap="round"/><rect x="2" y="6" width="20" height="12" rx="6" fill="none" stroke="#fff" stroke-width="2"/>';
const people =
  '<circle cx="9" cy="8" r="3" fill="none" stroke="#fff" stroke-width="2"/><path d="M3 19a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M17 19a6 6 0 0 0-2-4.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>';

function pin(symbol: string, colour: string): L.DivIcon {
  return L.divIcon({
    className: 'squad-map-pin',
    html: `<svg viewBox="0 0 40 48" width="36" height="44" aria-hidden="true"><path d="M20 47C20 47 4 29 4 18a16 16 0 0 1 32 0c0 11-16 29-16 29z" fill="${colour}" stroke="#fff" stroke-width="2"/><svg x="8" y="6" width="24" height="24" viewBox="0 0 24 24">${symbol}</svg></svg>`,
    iconSize: [36, 44],
    iconAnchor: [18, 43],
    popupAnchor: [0, -38],
  });
}

const icons: Record<MapMarker['kind'], L.DivIcon> = {
  gaming: pin(gamepad, '#7c3aed'),
  people: pin(people, '#db2777'),
};

export function markerIcon(kind: MapMarker['kind']): L.DivIcon {
  return icons[kind];
}

export function pickedIcon(): L.DivIcon {
  return pin('<circle cx="12" cy="12" r="5" fill="#fff"/>', '#0f766e');
}
