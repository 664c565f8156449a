/**
 * The Turkey location table (spec section 3): provinces, their districts and district coordinates ([lng, lat]).
 * Names alone, for checking a city and district, are in district-names.ts.
 */
import tableJson from './turkey-locations.json';
import type { LocationTable, ProvinceRecord } from './location-table';
import { built } from './built';
import { provinceNamed } from './district-names';
import { foldTurkish } from './turkish-text';

export const locationTable = tableJson as LocationTable;

const provincesByName = /* @__PURE__ */ built(
  () => new Map(locationTable.provinces.map((province) => [province.name, province])),
);

/** A province named in any casing or accents ("istanbul", "İSTANBUL"). */
function findProvince(province: string): ProvinceRecord | undefined {
  const name = provinceNamed(province);
  return name === undefined ? undefined : provincesByName.get(name);
}

export function coordinatesOf(province: string, district: string): [number, number] | undefined {
  const key = foldTurkish(district);
  const found = findProvince(province)?.districts.find((candidate) => foldTurkish(candidate.name) === key);
  return found ? [...found.coordinates] : undefined;
}

/** The district's point, else the province capital's (no district chosen); undefined for an unknown province. */
export function districtOrProvincePoint(province: string, district: string): [number, number] | undefined {
  const capital = findProvince(province)?.coordinates;
  return coordinatesOf(province, district) ?? (capital ? [...capital] : undefined);
}

/**
 * The table's own spelling of a province and one of its districts named in any casing or accents ("istanbul",
 * "Kadikoy"), so a place found elsewhere can set the province and district selects; undefined for an unknown
 * province, and no district when the province has none of that name.
 */
export function tableNamesOf(
  province: string,
  district?: string,
): { city: string; district?: string } | undefined {
  const found = findProvince(province);
  if (!found) return undefined;
  const key = district === undefined ? undefined : foldTurkish(district);
  const match = found.districts.find((candidate) => foldTurkish(candidate.name) === key);
  return match ? { city: found.name, district: match.name } : { city: found.name };
}
