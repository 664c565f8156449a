/** Cloud geocoding with Amazon Location Service, mapped to the spec's feature shape. */
import {
  LocationClient,
  SearchPlaceIndexForPositionCommand,
  SearchPlaceIndexForTextCommand,
  type Place,
} from '@aws-sdk/client-location';
import { istanbulCenter } from '../contracts/geocoding';
import type { GeoFeature } from '../contracts/geocoding';
import type { GeocodeReverseQuery, GeocodeSearchQuery } from '../contracts/geocoding-schemas';
import { tableNamesOf } from '../contracts/locations';
import { requiredEnv } from '../platform/env';

const indexName = requiredEnv('PLACE_INDEX_NAME');

const location = new LocationClient({});

/** Labels end with the country ("Kadıköy, İstanbul, Türkiye"); the spec's address leaves it out. */
const COUNTRY_LABELS = new Set(['TUR', 'Türkiye', 'Turkiye', 'Turkey']);

export function toFeature(place: Place | undefined): GeoFeature | undefined {
  const label = place?.Label;
  const point = place?.Geometry?.Point;
  if (!label || point?.length !== 2) return undefined;
  const parts = label.split(',').map((part) => part.trim());
  const withoutCountry =
    parts.length > 1 && COUNTRY_LABELS.has(parts[parts.length - 1]) ? parts.slice(0, -1) : parts;
  // Amazon Location names the province Region and the district SubRegion; the table's spelling of both lets a
  // picked place set the province and district selects.
  const tableNames = place?.Region ? tableNamesOf(place.Region, place.SubRegion) : undefined;
  return {
    place_name: label,
    text: parts[0] || place?.Municipality || label,
    center: [point[0], point[1]],
    properties: { address: withoutCountry.join(', '), ...tableNames },
  };
}

const isFeature = (feature: GeoFeature | undefined): feature is GeoFeature => feature !== undefined;

export async function searchPlaces(query: GeocodeSearchQuery): Promise<GeoFeature[]> {
  const answer = await location.send(
    new SearchPlaceIndexForTextCommand({
      IndexName: indexName,
      Text: query.q,
      FilterCountries: ['TUR'],
      BiasPosition: query.proximity ?? istanbulCenter,
      MaxResults: query.limit,
      Language: 'tr',
    }),
  );
  return (answer.Results ?? []).map((result) => toFeature(result.Place)).filter(isFeature);
}

export async function reversePlace(query: GeocodeReverseQuery): Promise<GeoFeature[]> {
  const answer = await location.send(
    new SearchPlaceIndexForPositionCommand({
      IndexName: indexName,
      Position: [query.lng, query.lat],
      MaxResults: 1,
      Language: 'tr',
    }),
  );
  return (answer.Results ?? []).map((result) => toFeature(result.Place)).filter(isFeature);
}
