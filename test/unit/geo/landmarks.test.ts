import { landmarks } from '../../../lambdas/contracts/landmarks';
import { coordinatesOf } from '../../../lambdas/contracts/locations';

/** Great-circle distance in km. */
function kmBetween([lng1, lat1]: readonly number[], [lng2, lat2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** District points are centroids, and Sarıyer, Altındağ and Çankaya reach 10 to 15 km from theirs. */
const MAX_KM_FROM_DISTRICT_POINT = 15;

describe('hand-kept landmarks', () => {
  it.each(landmarks.map((landmark) => [landmark.name, landmark] as const))(
    '%s lies within a few km of its district in the location table',
    (_, landmark) => {
      const districtPoint = coordinatesOf(landmark.province, landmark.district);
      expect(districtPoint).toBeDefined();
      expect(kmBetween(landmark.center, districtPoint ?? [0, 0])).toBeLessThan(MAX_KM_FROM_DISTRICT_POINT);
    },
  );

  it('names a source for every landmark', () => {
    expect(landmarks.filter((landmark) => landmark.source.trim() === '')).toEqual([]);
  });
});
