/** The Turkey location table (spec section 3): provinces, their districts and district coordinates ([lng, lat]). */
import tableJson from './turkey-locations.json';
import type { LocationTable, ProvinceRecord } from './location-table';
import { foldTurkish } from './turkish-text';

export const locationTable = tableJson as LocationTable;

/** Inputs may arrive in any casing ("istanbul", "İSTANBUL", "kadikoy"), so lookups go through folded keys. */
const provincesByKey = new Map(
  locationTable.provinces.map((province) => [foldTurkish(province.name), province]),
);

function findProvince(province: string): ProvinceRecord | undefined {
  return provincesByKey.get(foldTurkish(province));
}

export function provinceNames(): string[] {
  return locationTable.provinces.map((province) => province.name);
}

/** Upper-case district names of a province; empty when the province is unknown. */
export function districtsOf(province: string): string[] {
  return findProvince(province)?.districts.map((district) => district.name) ?? [];
}

export function coordinatesOf(province: string, district: string): [number, number] | undefined {
  const key = foldTurkish(district);
  const found = findProvince(province)?.districts.find((candidate) => foldTurkish(candidate.name) === key);
  return found ? [...found.coordinates] : undefined;
}
