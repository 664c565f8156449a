/**
 * The built offline basemap (web/public/basemap, `npm run build:basemap`) read as the map reads it: the cell of
 * a point in the band of a zoom, its land polygons, and whether the point falls on them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { FeatureCollection, MultiPolygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  type BasemapIndex,
  type BasemapKind,
  bandAt,
  cellObject,
  cellsOverlapping,
  cellUrl,
} from '../../../web/src/features/map/basemap-index';

const publicDir = path.join(__dirname, '../../../web/public');
const readJson = (url: string): unknown => JSON.parse(readFileSync(path.join(publicDir, url), 'utf8'));
const index = readJson('/basemap/index.json') as BasemapIndex;

/** The kind of land drawn at [lng, lat] at a zoom, or 'sea'. */
function drawnAt([lng, lat]: [number, number], zoom: number): BasemapKind | 'sea' {
  const band = bandAt(index, zoom);
  const [key] = cellsOverlapping(index, band, [lng, lat, lng, lat]);
  if (!key || !band.cells.includes(key)) return 'sea';
  const cell = readJson(cellUrl(band, key)) as Topology;
  const shapes = feature(cell, cell.objects[cellObject] as GeometryCollection<{ kind: BasemapKind }>);
  const land = (shapes as FeatureCollection<MultiPolygon, { kind: BasemapKind }>).features.find(
    (shape) => shape.properties.kind !== 'border' && booleanPointInPolygon([lng, lat], shape),
  );
  return land?.properties.kind ?? 'sea';
}

const streetZooms = [13, 14, 15, 16];

describe.each(streetZooms)('the offline basemap at zoom %i', (zoom) => {
  it.each([
    ['Kadıköy, by the ferry pier', [29.0265, 40.9905]],
    ['Moda', [29.0275, 40.9835]],
    ['Beşiktaş', [29.003, 41.0435]],
    ['Üsküdar', [29.0215, 41.025]],
    ['Alsancak, behind the Kordon', [27.1435, 38.4375]],
  ] as const)('draws %s as Turkish land', (_place, point) => {
    expect(drawnAt([...point], zoom)).toBe('turkey');
  });

  it.each([
    ['the Bosphorus between Beşiktaş and Üsküdar', [29.0125, 41.035]],
    ['the Bosphorus under the 15 July Martyrs Bridge', [29.0345, 41.046]],
    ['the Golden Horn at the Galata Bridge', [28.9735, 41.0205]],
    ['the Gulf of İzmir off the Kordon', [27.125, 38.44]],
  ] as const)('draws %s as water', (_place, point) => {
    expect(drawnAt([...point], zoom)).toBe('sea');
  });
});

it('draws the Greek shore across the Evros from Edirne as a neighbour’s land', () => {
  expect(drawnAt([26.45, 41.55], 13)).toBe('neighbour');
});

it('keeps each street-zoom cell small enough for a phone to fetch on opening the map', () => {
  const band = bandAt(index, 13);
  const largest = Math.max(
    ...band.cells.map((key) => readFileSync(path.join(publicDir, cellUrl(band, key))).length),
  );
  expect(largest).toBeLessThan(64 * 1024);
});

it('fetches every cell a view overlaps when the view spans a cell border', () => {
  const band = bandAt(index, 13);
  // From the sea off the Historic Peninsula to Kadıköy, across 29°E where one 1° cell ends and the next begins.
  const keys = cellsOverlapping(index, band, [28.97, 40.98, 29.03, 40.995]);
  expect(keys.map((key) => cellUrl(band, key))).toEqual(['/basemap/12/6_7.json', '/basemap/12/7_7.json']);
});
