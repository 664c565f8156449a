/** The places feature's calls: address search and reverse geocoding (the offline gazetteer or Amazon Location). */
import * as api from '@contracts/endpoints/geo';
import type { GeoFeature } from '@contracts/geocoding';
import { callApi } from '../../lib/api/client';

export async function searchPlaces(query: string, limit = 5): Promise<GeoFeature[]> {
  const answer = await callApi(api.geocodeSearch, { query: { q: query, limit: String(limit) } });
  return answer.features;
}

export async function reversePlace(lng: number, lat: number): Promise<GeoFeature[]> {
  const answer = await callApi(api.geocodeReverse, { query: { lng: String(lng), lat: String(lat) } });
  return answer.features;
}
