/**
 * The public point of a physical event: where the map, the nearby index and every distance put the event for
 * anyone but its host and accepted participants. It lies 200-500 m from the meeting point, in a direction and
 * at a distance drawn at random once when the place is set (again only when the place moves) and stored, so
 * reading the event again, or measuring it from many positions, finds this point and never the meeting point.
 * The draw is random rather than a hash of the event's id: the code is public, so a hash of public inputs
 * could be undone by anyone.
 */
import { randomBytes } from 'node:crypto';
import { nearbyCellPrecision } from '../platform/geohash';

type LngLat = [number, number];
type Place = { lng: number; lat: number };

const nearestMetres = 200;
const farthestMetres = 500;
const metresPerDegreeLat = 111_320;

/** The point `noise` (at least 8 bytes) picks on the ring of 200-500 m around `place`. */
export function offsetPoint(place: Place, noise: Buffer): LngLat {
  const bearing = (noise.readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
  const metres = nearestMetres + (noise.readUInt32BE(4) / 2 ** 32) * (farthestMetres - nearestMetres);
  const metresPerDegreeLng = metresPerDegreeLat * Math.cos((place.lat * Math.PI) / 180);
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
  return [
    round(place.lng + (metres * Math.sin(bearing)) / metresPerDegreeLng),
    round(place.lat + (metres * Math.cos(bearing)) / metresPerDegreeLat),
  ];
}

/** The stored point while the place stays where it was, a fresh draw when it moves. */
export function publicPointFor(
  place: Place,
  current?: { location: Place | null; publicPoint: LngLat | null },
): LngLat {
  const stays = current?.location?.lng === place.lng && current.location.lat === place.lat;
  return stays && current.publicPoint ? current.publicPoint : offsetPoint(place, randomBytes(8));
}

/**
 * An event stored before public points existed gets, on every read, the centre of the geohash cell one level finer
 * than the nearby index's around its meeting point (about 4 x 5 km): stable, it tells no more than that cell (a
 * hash of the place would be undone by trying the public gazetteer's points), and it lies in the index cell the
 * event is still filed under, so nearby and radius searches find it. Its next edit stores a drawn point.
 */
export function derivedPublicPoint(place: Place): LngLat {
  const bits = (nearbyCellPrecision + 1) * 5;
  const lngCell = 360 / 2 ** Math.ceil(bits / 2);
  const latCell = 180 / 2 ** Math.floor(bits / 2);
  const centre = (value: number, origin: number, cell: number) =>
    Math.round((origin + (Math.floor((value - origin) / cell) + 0.5) * cell) * 1e6) / 1e6;
  return [centre(place.lng, -180, lngCell), centre(place.lat, -90, latCell)];
}
