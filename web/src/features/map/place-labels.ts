/** The offline basemap's labelled points: every district of the location table, and the landmarks up close. */
import tableJson from '@contracts/turkey-locations.json';
import type { LocationTable } from '@contracts/location-table';
import { landmarks } from '@contracts/landmarks';
import { titleTurkish } from '@contracts/turkish-text';
import type { LngLat } from './types';

export interface PlaceLabel {
  name: string;
  position: LngLat;
  /** the zoom from which the label shows: below it, labels this dense would cover the map */
  minZoom: number;
}

const districtLabelZoom = 10;
const landmarkLabelZoom = 13;

export function placeLabels(): PlaceLabel[] {
  const districts = (tableJson as LocationTable).provinces.flatMap((province) =>
    province.districts.map((district) => ({
      // A centre district is "MERKEZ" in the table: the province's name says more on a map.
      name: district.name === 'MERKEZ' ? province.name : titleTurkish(district.name),
      position: district.coordinates,
      minZoom: districtLabelZoom,
    })),
  );
  const places = landmarks.map((landmark) => ({
    name: landmark.name,
    position: [...landmark.center] as LngLat,
    minZoom: landmarkLabelZoom,
  }));
  return [...districts, ...places];
}
