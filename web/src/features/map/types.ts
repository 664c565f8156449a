/** [longitude, latitude], the order the API and GeoJSON use. */
export type LngLat = [number, number];

export interface MapMarker {
  id: string;
  position: LngLat;
  title: string;
  /** gaming events get their own icon, everything else the people icon (spec section 9) */
  kind: 'gaming' | 'people';
}

export interface EventMapProps {
  center: LngLat;
  /** @default 13 (spec section 9) */
  zoom?: number;
  /** @default 18; the wizard uses 16 */
  maxZoom?: number;
  markers?: MapMarker[];
  /** the point being chosen (wizard, settings), drawn with its own marker */
  picked?: LngLat | null;
  /** flies there at zoom 15 over 1 s whenever it changes */
  flyTo?: LngLat | null;
  /** a click on the map: [lng, lat] */
  onPick?: (position: LngLat) => void;
  /** the popup of a marker (title, time, price...); an HTMLElement so links inside it work */
  popupContent?: (marker: MapMarker) => HTMLElement;
  /**
   * Given, the view fits the markers whenever their set changes (the listed events) and a message over the map
   * says when none of them is in view; not while `pending` (the list is loading).
   */
  fitMarkers?: { pending: boolean; noMarkers: string; noneInView: string };
  /** accessible name of the map region */
  label: string;
  className?: string;
}
