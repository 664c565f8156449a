/**
 * The offline basemap's layout, shared by its build (bin/build-basemap.ts) and the map that draws it: land cut
 * into square cells per zoom band, each cell a GeoJSON file under /basemap/, and an index naming the cells that
 * hold land (a cell it does not name is open sea: the SPA server would answer its path with index.html).
 */
export const basemapPath = '/basemap';

/** [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

export interface BasemapBand {
  /** the band is drawn from this zoom up to the next band's */
  minZoom: number;
  cellDegrees: number;
  /** the cells with land, as `cellKey` names them */
  cells: string[];
}

export interface BasemapIndex {
  /** the area the basemap covers: Turkey with a margin; cells count from its south-west corner */
  region: Box;
  bands: BasemapBand[];
}

/** What a cell's polygons and lines are: Turkey's land, a neighbour's land, or a border between countries. */
export type BasemapKind = 'turkey' | 'neighbour' | 'border';

/** A cell file is TopoJSON (a third of the GeoJSON's size) with one object of this name. */
export const cellObject = 'land';

export const cellKey = (column: number, row: number) => `${column}_${row}`;

export const cellUrl = (band: BasemapBand, key: string) => `${basemapPath}/${band.minZoom}/${key}.json`;

export function cellBox({
  region,
  band,
  column,
  row,
}: {
  region: Box;
  band: BasemapBand;
  column: number;
  row: number;
}): Box {
  const west = region[0] + column * band.cellDegrees;
  const south = region[1] + row * band.cellDegrees;
  return [
    west,
    south,
    Math.min(west + band.cellDegrees, region[2]),
    Math.min(south + band.cellDegrees, region[3]),
  ];
}

/** The band drawn at a zoom: the last one starting at or below it (the first below its own start). */
export function bandAt(index: BasemapIndex, zoom: number): BasemapBand {
  return index.bands.findLast((band) => band.minZoom <= zoom) ?? index.bands[0]!;
}

/** The keys of the cells of a band that a box overlaps, land or not. */
export function cellsOverlapping(
  index: BasemapIndex,
  band: BasemapBand,
  [west, south, east, north]: Box,
): string[] {
  const [regionWest, regionSouth, regionEast, regionNorth] = index.region;
  const columnOf = (lng: number) =>
    Math.floor((Math.min(Math.max(lng, regionWest), regionEast) - regionWest) / band.cellDegrees);
  const rowOf = (lat: number) =>
    Math.floor((Math.min(Math.max(lat, regionSouth), regionNorth) - regionSouth) / band.cellDegrees);
  if (east < regionWest || west > regionEast || north < regionSouth || south > regionNorth) return [];
  const keys: string[] = [];
  for (let column = columnOf(west); column <= columnOf(east); column++) {
    for (let row = rowOf(south); row <= rowOf(north); row++) keys.push(cellKey(column, row));
  }
  return keys;
}
