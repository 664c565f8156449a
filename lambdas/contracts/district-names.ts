/**
 * Province and district names alone: the location table (locations.ts) without its coordinates, written beside it by
 * bin/build-locations.ts. Checking a profile's city and district needs only these, and a function that loads this
 * 12 KB file instead of the 51 KB table starts about 3 ms sooner.
 */
import namesJson from './turkey-district-names.json';
import { built } from './built';
import { foldTurkish } from './turkish-text';

/** Each province's official name → its districts' upper-case names, both in the table's order. */
type DistrictNames = Readonly<Record<string, readonly string[]>>;

export const districtNames: DistrictNames = namesJson;

/** Inputs may arrive in any casing or accents ("istanbul", "İSTANBUL"), so lookups go through folded keys. */
const provincesByKey = /* @__PURE__ */ built(
  () => new Map(Object.keys(districtNames).map((province) => [foldTurkish(province), province])),
);

/** The table's spelling of a province named in any casing or accents; undefined when there is no such province. */
export function provinceNamed(province: string): string | undefined {
  return provincesByKey.get(foldTurkish(province));
}

export function provinceNames(): string[] {
  return Object.keys(districtNames);
}

/** Upper-case district names of a province; empty when the province is unknown. */
export function districtsOf(province: string): readonly string[] {
  const name = provinceNamed(province);
  return name === undefined ? [] : districtNames[name];
}
