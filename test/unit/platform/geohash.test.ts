import { coveringCells, distanceKm, geohash } from '../../../lambdas/platform/geohash';

describe('geohash cells', () => {
  it('encodes a point like the reference geohash (Kadıköy -> sxk9)', () => {
    expect(geohash(29.0275, 40.9903, 4)).toBe('sxk9');
  });

  it('covers a 10 km circle with a handful of precision-4 cells, including the centre cell', () => {
    const cells = coveringCells([28.9784, 41.0082], 10);
    expect(cells).toContain(geohash(28.9784, 41.0082));
    expect(cells.length).toBeGreaterThanOrEqual(1);
    expect(cells.length).toBeLessThanOrEqual(6);
  });

  it('covers every point inside the circle', () => {
    const centre: [number, number] = [29.1, 40.95];
    const cells = new Set(coveringCells(centre, 10));
    for (let step = 0; step < 36; step++) {
      const angle = (step * Math.PI) / 18;
      const point: [number, number] = [
        centre[0] + 0.11 * Math.cos(angle),
        centre[1] + 0.085 * Math.sin(angle),
      ];
      if (distanceKm(centre, point) <= 10) expect(cells.has(geohash(...point))).toBe(true);
    }
  });

  it('measures Istanbul to Ankara as about 350 km', () => {
    expect(distanceKm([28.9784, 41.0082], [32.8597, 39.9334])).toBeCloseTo(350, -1);
  });
});
