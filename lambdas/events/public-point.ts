/**
 * The public point of a physical event: where the map, the nearby index and every distance put the event for
 * anyone but its host and accepted participants. It lies 200-500 m from the meeting point, in a direction and
 * at a distance drawn at random once when the place is set (again only when the place moves) and stored, so
 * reading the event again, or measuring it from many positions, finds this point and never the meeting point.
 * The draw is random rather than a hash of the event's id: the code is public, so a hash of public inputs
 * could be undone by anyone.
 */
import { createHash, randomBytes } from 'node:crypto';

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
 * Events stored before public points existed get one derived from the event on every read (the same each
 * time); their next edit stores it and files them under its cell.
 */
export function derivedPublicPoint(eventId: string, place: Place): LngLat {
  return offsetPoint(place, createHash('sha256').update(`${eventId}|${place.lng}|${place.lat}`).digest());
}
