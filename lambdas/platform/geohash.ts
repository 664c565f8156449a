/**
 * Geohash cells for the nearby index: events are filed under the cell of their place, and a radius search reads
 * only the few cells that cover the circle. Precision 4 cells are about 39 x 20 km, so a 10 km radius needs one
 * to four of them.
 */
const base32 = '0123456789bcdefghjkmnpqrstuvwxyz';
export const nearbyCellPrecision = 4;

/**
 * What counts as near: without a radius, the physical list shows the events this close to the searcher before any
 * farther one, and an open dashboard hears of a new event this close.
 */
export const nearbyKm = 25;

export function geohash(lng: number, lat: number, precision = nearbyCellPrecision): string {
  let [minLat, maxLat, minLng, maxLng] = [-90, 90, -180, 180];
  let hash = '';
  let bits = 0;
  let value = 0;
  let evenBit = true;
  while (hash.length < precision) {
    if (evenBit) {
      const mid = (minLng + maxLng) / 2;
      value = value * 2 + (lng >= mid ? 1 : 0);
      if (lng >= mid) minLng = mid;
      else maxLng = mid;
    } else {
      const mid = (minLat + maxLat) / 2;
      value = value * 2 + (lat >= mid ? 1 : 0);
      if (lat >= mid) minLat = mid;
      else maxLat = mid;
    }
    evenBit = !evenBit;
    if (++bits === 5) {
      hash += base32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

const kmPerDegreeLat = 111.32;

/** The cells that cover a circle: sampled on a grid finer than a cell, so none is missed. */
export function coveringCells([lng, lat]: [number, number], radiusKm: number): string[] {
  const latSpan = radiusKm / kmPerDegreeLat;
  const lngSpan = radiusKm / (kmPerDegreeLat * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  // Precision-4 cells span 0.35 degrees of longitude and 0.175 of latitude; sample at a tenth of a degree.
  const step = 0.1;
  const cells = new Set<string>();
  for (let y = lat - latSpan; y <= lat + latSpan + step; y += step) {
    for (let x = lng - lngSpan; x <= lng + lngSpan + step; x += step) {
      cells.add(geohash(Math.min(x, lng + lngSpan), Math.min(y, lat + latSpan)));
    }
  }
  return [...cells].sort();
}

/** Great-circle distance in kilometres. */
export function distanceKm([lng1, lat1]: [number, number], [lng2, lat2]: [number, number]): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
