/**
 * The basemap drawn when no tile server is configured: land and borders (Natural Earth, built by
 * `npm run build:basemap`) with Turkey's districts as labelled points, so a map with no internet still shows
 * where things are. Both data files are their own lazy chunks.
 */
import L from 'leaflet';
import type { FeatureCollection } from 'geojson';

/** District labels appear from this zoom on; below it only province capitals would crowd the map anyway. */
const districtLabelZoom = 10;

export async function drawOfflineBasemap(map: L.Map): Promise<void> {
  map.getContainer().classList.add('squad-offline-map');
  const { default: countries } = (await import('./turkey-basemap.json')) as unknown as {
    default: FeatureCollection;
  };
  L.geoJSON(countries, {
    interactive: false,
    style: (feature) => ({
      color: '#94a3b8',
      weight: 1,
      fillColor: feature?.properties?.home ? '#f8fafc' : '#e2e8f0',
      fillOpacity: 1,
    }),
  }).addTo(map);
  map.attributionControl.addAttribution('Natural Earth');
  await drawDistricts(map);
}

/** Only the districts in view get a label: a permanent tooltip per district (973) would weigh down every pan. */
async function drawDistricts(map: L.Map): Promise<void> {
  const { districtPoints } = await import('./district-points');
  const places = districtPoints();
  const labels = L.layerGroup().addTo(map);
  const redraw = () => {
    labels.clearLayers();
    if (map.getZoom() < districtLabelZoom) return;
    const view = map.getBounds().pad(0.2);
    for (const place of places) {
      const at = L.latLng(place.position[1], place.position[0]);
      if (!view.contains(at)) continue;
      L.circleMarker(at, { radius: 2, color: '#64748b', weight: 1, interactive: false })
        .bindTooltip(place.name, { permanent: true, direction: 'right', className: 'squad-map-label' })
        .addTo(labels);
    }
  };
  map.on('moveend', redraw);
  redraw();
}
