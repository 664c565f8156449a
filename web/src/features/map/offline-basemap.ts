/**
 * The basemap drawn when no tile server is configured: land, water and borders (OpenStreetMap coastlines, built
 * by `npm run build:basemap` into /basemap/) with Turkey's districts and, up close, its landmarks as labelled
 * points, so a map with no internet still shows where things are. Only the cells of the current view and zoom
 * band are fetched, each once; the data never sits in a script chunk.
 */
import L from 'leaflet';
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { mapCopy } from '../../copy/map';
import {
  type BasemapIndex,
  type BasemapKind,
  basemapPath,
  bandAt,
  cellObject,
  cellsOverlapping,
  cellUrl,
} from './basemap-index';

/** Land colours (the sea is the container's background, map.css); a border is a line of its own. */
const landColour: Record<Exclude<BasemapKind, 'border'>, string> = {
  turkey: '#f2efe9',
  neighbour: '#dedbd3',
};
const borderStyle: L.PathOptions = { color: '#8b8fa3', weight: 1.5, dashArray: '4 3' };

export async function drawOfflineBasemap(map: L.Map): Promise<void> {
  const container = map.getContainer();
  container.classList.add('squad-offline-map');
  map.attributionControl.addAttribution(mapCopy.attribution);
  // Below the place labels and the markers, where tiles would be.
  map.createPane('basemap').style.zIndex = '200';
  const index = (await fetchJson(`${basemapPath}/index.json`)) as BasemapIndex;
  const loaded = new Map<string, Promise<L.GeoJSON>>();
  const load = (url: string) => {
    let layer = loaded.get(url);
    if (!layer) {
      layer = fetchJson(url).then((cell) => landLayer(cell as Topology));
      loaded.set(url, layer);
    }
    return layer;
  };
  const shown = L.layerGroup().addTo(map);
  let latest = 0;
  const redraw = async () => {
    const move = ++latest;
    const band = bandAt(index, map.getZoom());
    const view = map.getBounds();
    const urls = cellsOverlapping(index, band, [
      view.getWest(),
      view.getSouth(),
      view.getEast(),
      view.getNorth(),
    ])
      .filter((key) => band.cells.includes(key))
      .map((key) => cellUrl(band, key));
    container.setAttribute('aria-busy', 'true');
    try {
      const layers = await Promise.all(urls.map(load));
      // A later move has its own cells to show; the land on screen stays until then, never a blank sea.
      if (move !== latest) return;
      // Cells still in view stay drawn: redrawing them on every pan would cost a slow phone each time.
      for (const layer of shown.getLayers()) {
        if (!layers.includes(layer as L.GeoJSON)) shown.removeLayer(layer);
      }
      for (const layer of layers) shown.addLayer(layer);
    } catch (error) {
      // Spec section 8: a map that fails to load is reported on the console only.
      console.error('offline basemap', error);
      for (const url of urls) loaded.delete(url);
    } finally {
      if (move === latest) container.removeAttribute('aria-busy');
    }
  };
  map.on('moveend', () => void redraw());
  await redraw();
  await drawPlaceLabels(map);
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

function landLayer(cell: Topology): L.GeoJSON {
  const shapes = feature(cell, cell.objects[cellObject] as GeometryCollection<{ kind: BasemapKind }>);
  return L.geoJSON(shapes as FeatureCollection, {
    interactive: false,
    pane: 'basemap',
    style: (shape) => {
      const kind = shape?.properties?.kind as BasemapKind;
      if (kind === 'border') return borderStyle;
      // A stroke of the fill's own colour closes the hairline where two cells meet.
      return { color: landColour[kind], weight: 1, fillColor: landColour[kind], fillOpacity: 1 };
    },
  });
}

/**
 * Only the places in view, at a zoom that shows them, get a label: a permanent tooltip per district (973) would
 * weigh down every pan.
 */
async function drawPlaceLabels(map: L.Map): Promise<void> {
  const { placeLabels } = await import('./place-labels');
  const places = placeLabels();
  const labels = L.layerGroup().addTo(map);
  const redraw = () => {
    labels.clearLayers();
    const zoom = map.getZoom();
    const view = map.getBounds().pad(0.2);
    for (const place of places) {
      const at = L.latLng(place.position[1], place.position[0]);
      if (zoom < place.minZoom || !view.contains(at)) continue;
      L.circleMarker(at, { radius: 2, color: '#64748b', weight: 1, interactive: false })
        .bindTooltip(place.name, { permanent: true, direction: 'right', className: 'squad-map-label' })
        .addTo(labels);
    }
  };
  map.on('moveend', redraw);
  redraw();
}
