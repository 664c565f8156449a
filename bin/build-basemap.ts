/**
 * Builds web/src/features/map/turkey-basemap.json, the offline basemap the map draws when no tile server is
 * configured (the local stack has no internet): Natural Earth 1:10m country shapes (`world-atlas`, public
 * domain) for Turkey and its neighbours, clipped to the region and rounded to about 100 m. Run with
 * `npm run build:basemap`; the output is committed, so neither the build nor the browser needs world-atlas.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** [west, south, east, north]: Turkey with a margin, so its coasts and borders read at every zoom. */
const REGION = [22, 33, 48, 45] as const;
const OUTPUT = join(__dirname, '..', 'web', 'src', 'features', 'map', 'turkey-basemap.json');
const TURKEY = 'Turkey';
/** Natural Earth names of the countries drawn besides Turkey: its neighbours by land and sea. */
const NEIGHBOURS = new Set([
  'Greece',
  'Bulgaria',
  'Georgia',
  'Armenia',
  'Azerbaijan',
  'Iran',
  'Iraq',
  'Syria',
  'Cyprus',
  'N. Cyprus',
]);

const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const countries = feature(topology, topology.objects.countries) as FeatureCollection<
  Geometry,
  { name: string }
>;

/** About 100 m for Turkey, where the map zooms in; about 1 km for the neighbours seen at its edges. */
const precisionOf = (name: string) => (name === TURKEY ? 1000 : 100);

function positions(geometry: Geometry): Position[] {
  if (geometry.type === 'Polygon') return geometry.coordinates.flat();
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat(2);
  return [];
}

function touchesRegion(geometry: Geometry): boolean {
  const [west, south, east, north] = REGION;
  return positions(geometry).some(([lng, lat]) => lng >= west && lng <= east && lat >= south && lat <= north);
}

function roundedRing(ring: Position[], precision: number): Position[] {
  const out: Position[] = [];
  for (const [lng, lat] of ring) {
    const point = [Math.round(lng * precision) / precision, Math.round(lat * precision) / precision];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

function roundedGeometry(geometry: Geometry, precision: number): Geometry {
  const rounded = (ring: Position[]) => roundedRing(ring, precision);
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: geometry.coordinates.map(rounded) };
  if (geometry.type === 'MultiPolygon') {
    // Polygons wholly outside the region (a neighbour's far islands) are dropped.
    const polygons = geometry.coordinates.filter((polygon) =>
      touchesRegion({ type: 'Polygon', coordinates: polygon }),
    );
    return { type: 'MultiPolygon', coordinates: polygons.map((polygon) => polygon.map(rounded)) };
  }
  return geometry;
}

const features: Feature<Geometry, { name: string; home: boolean }>[] = countries.features
  .filter(({ properties }) => properties.name === TURKEY || NEIGHBOURS.has(properties.name))
  .map((country) => ({
    type: 'Feature',
    properties: { name: country.properties.name, home: country.properties.name === TURKEY },
    geometry: roundedGeometry(country.geometry, precisionOf(country.properties.name)),
  }));

writeFileSync(OUTPUT, JSON.stringify({ type: 'FeatureCollection', features }));
console.log(`${features.length} countries -> ${OUTPUT} (${readFileSync(OUTPUT).length} bytes)`);
