/**
 * The map of the events screens and the wizard's location step (Leaflet, lazily loaded: import it only through
 * `LazyEventMap`, never on a first screen's critical path). In the cloud it draws Amazon Location tiles
 * (`mapTileUrl` in /config.json); with no tile server (the local stack, no internet) it draws the offline
 * basemap: OpenStreetMap land, water and borders with Turkey's districts as labelled points.
 */
import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { siteConfig } from '../../lib/config/site-config';
import { drawOfflineBasemap } from './offline-basemap';
import { markerIcon, pickedIcon } from './marker-icons';
import type { EventMapProps, LngLat } from './types';

/** Spec section 9: fly-to zoom 15 over one second. */
const flyToZoom = 15;
const flyToSeconds = 1;

const toLatLng = ([lng, lat]: LngLat): L.LatLngExpression => [lat, lng];

export default function EventMap({
  center,
  zoom = 13,
  maxZoom = 18,
  markers = [],
  picked,
  flyTo,
  onPick,
  popupContent,
  fitMarkers,
  label,
  className,
}: EventMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerLayerRef = useRef<L.LayerGroup | null>(null);
  const pickedRef = useRef<L.Marker | null>(null);
  // The click handler is bound once, when the map is created; it calls whatever `onPick` is current.
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  // Created once; later centre changes move the view through `flyTo`, so the user's panning is kept.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { center: toLatLng(center), zoom, maxZoom, minZoom: 5, zoomControl: true });
    mapRef.current = map;
    markerLayerRef.current = L.layerGroup().addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) =>
      onPickRef.current?.([event.latlng.lng, event.latlng.lat]),
    );
    let cancelled = false;
    void siteConfig()
      .then((config) => config.mapTileUrl)
      .catch(() => undefined)
      .then(async (tileUrl) => {
        if (cancelled) return;
        if (tileUrl) {
          L.tileLayer(tileUrl, { maxZoom, attribution: '© Amazon Location Service, Esri' }).addTo(map);
        } else {
          await drawOfflineBasemap(map);
        }
      })
      // A basemap that could not load (or a map closed while it loaded) leaves the markers on a blank map.
      .catch((error: unknown) => console.error('The offline basemap could not be drawn', error));
    return () => {
      cancelled = true;
      map.remove();
      mapRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is created once per mount
  }, []);

  useEffect(() => {
    const layer = markerLayerRef.current;
    if (!layer) return;
    layer.clearLayers();
    for (const marker of markers) {
      const leafletMarker = L.marker(toLatLng(marker.position), {
        icon: markerIcon(marker.kind),
        title: marker.title,
        alt: marker.title,
        keyboard: true,
      });
      if (popupContent) leafletMarker.bindPopup(() => popupContent(marker));
      leafletMarker.addTo(layer);
    }
  }, [markers, popupContent]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    pickedRef.current?.remove();
    pickedRef.current = picked
      ? L.marker(toLatLng(picked), { icon: pickedIcon(), keyboard: false }).addTo(map)
      : null;
  }, [picked]);

  useEffect(() => {
    if (flyTo) mapRef.current?.flyTo(toLatLng(flyTo), flyToZoom, { duration: flyToSeconds });
  }, [flyTo]);

  const fitting = fitMarkers !== undefined && !fitMarkers.pending;
  // A refetch of the same list makes new marker objects; only another set of events moves the view.
  const markerIds = useMemo(() => markers.map((marker) => marker.id).join(' '), [markers]);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !fitting || markers.length === 0) return;
    // Not animated: mid-animation the view is neither the old one nor the new, and would say "none in view".
    map.fitBounds(L.latLngBounds(markers.map((marker) => toLatLng(marker.position))), {
      padding: [48, 48],
      maxZoom: flyToZoom,
      animate: false,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit when the set changes, not its objects
  }, [fitting, markerIds]);

  const [anyInView, setAnyInView] = useState(true);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const check = () =>
      setAnyInView(markers.some((marker) => map.getBounds().contains(toLatLng(marker.position))));
    check();
    map.on('moveend', check);
    return () => {
      map.off('moveend', check);
    };
  }, [markers]);
  const message = !fitting
    ? ''
    : markers.length === 0
      ? fitMarkers.noMarkers
      : anyInView
        ? ''
        : fitMarkers.noneInView;

  return (
    <div className={`relative ${className ?? ''}`}>
      <div ref={containerRef} className="h-full w-full" role="region" aria-label={label} />
      {fitMarkers && (
        // Clear of the zoom buttons (top left) on a 390 px phone; the map below stays usable around it.
        <p
          role="status"
          className="pointer-events-none absolute inset-x-14 top-3 z-10 mx-auto w-fit rounded-xl bg-white px-3 py-2 text-center text-sm font-semibold text-slate-900 shadow-md empty:hidden"
        >
          {message}
        </p>
      )}
    </div>
  );
}
