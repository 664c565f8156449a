/**
 * The map of the events screens and the wizard's location step (Leaflet, lazily loaded: import it only through
 * `LazyEventMap`, never on a first screen's critical path). In the cloud it draws Amazon Location tiles
 * (`mapTileUrl` in /config.json); with no tile server (the local stack, no internet) it draws the offline
 * basemap: Natural Earth land and borders with Turkey's districts as labelled points.
 */
import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
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
      });
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

  return <div ref={containerRef} className={className} role="region" aria-label={label} />;
}
