import { randomBytes } from 'node:crypto';
import { parseEventRecord } from '../../../lambdas/events/event-record';
import { distanceKm, geohash, nearbyCellPrecision } from '../../../lambdas/platform/geohash';
import { derivedPublicPoint, offsetPoint, publicPointFor } from '../../../lambdas/events/public-point';
import { eventItem } from '../support/event-records';

const moda = { lng: 29.0254, lat: 40.9833 };
const metresFromModa = (point: [number, number]) => distanceKm(point, [moda.lng, moda.lat]) * 1000;

describe('public point', () => {
  it('lies 200 to 500 m from the meeting point, whatever the draw', () => {
    const metres = Array.from({ length: 500 }, () => metresFromModa(offsetPoint(moda, randomBytes(8))));
    expect(Math.min(...metres)).toBeGreaterThanOrEqual(199);
    expect(Math.max(...metres)).toBeLessThanOrEqual(501);
  });

  it('keeps the stored point while the place stays', () => {
    const current = { location: moda, publicPoint: [29.03, 40.985] as [number, number] };
    expect(publicPointFor({ ...moda }, current)).toEqual([29.03, 40.985]);
  });

  it('draws a new point when the place moves', () => {
    const moved = { lng: 29.0354, lat: 40.9833 };
    const point = publicPointFor(moved, { location: moda, publicPoint: [29.03, 40.985] });
    expect(point).not.toEqual([29.03, 40.985]);
    expect(distanceKm(point, [moved.lng, moved.lat]) * 1000).toBeGreaterThanOrEqual(199);
  });

  it('is, for an event stored without one, the centre of the finer geohash cell around it, the same on every read', () => {
    const { publicPoint: _none, ...stored } = eventItem;
    const first = parseEventRecord(stored).publicPoint!;
    expect(parseEventRecord(stored).publicPoint).toEqual(first);
    expect(geohash(first[0], first[1], nearbyCellPrecision + 1)).toBe(
      geohash(moda.lng, moda.lat, nearbyCellPrecision + 1),
    );
    expect(metresFromModa(first)).toBeLessThanOrEqual(3_500);
  });

  it('tells, for an event stored without one, nothing finer than its cell: two places in one cell get one point', () => {
    expect(derivedPublicPoint(moda)).toEqual(
      derivedPublicPoint({ lng: moda.lng + 0.002, lat: moda.lat + 0.002 }),
    );
  });

  it('files an event stored without one in the index cell of its derived point, so searches find it', () => {
    const { publicPoint: _none, ...stored } = eventItem;
    const [lng, lat] = parseEventRecord(stored).publicPoint!;
    expect(geohash(lng, lat)).toBe(geohash(moda.lng, moda.lat));
  });
});
