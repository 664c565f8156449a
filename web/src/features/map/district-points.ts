/** Every district of the location table as a labelled point for the offline basemap. */
import tableJson from '@contracts/turkey-locations.json';
import type { LocationTable } from '@contracts/location-table';
import { titleTurkish } from '@contracts/turkish-text';
import type { LngLat } from './types';

export function districtPoints(): { name: string; position: LngLat }[] {
  return (tableJson as LocationTable).provinces.flatMap((province) =>
    province.districts.map((district) => ({
      // A centre district is "MERKEZ" in the table: the province's name says more on a map.
      name: district.name === 'MERKEZ' ? province.name : titleTurkish(district.name),
      position: district.coordinates,
    })),
  );
}
