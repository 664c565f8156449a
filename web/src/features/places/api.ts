/** The places feature's calls: address search and reverse geocoding (the offline gazetteer or Amazon Location). */
import * as api from '@contracts/endpoints/geo';
import type { GeoFeature } from '@contracts/geocoding';
import { callApi } from '../../lib/api/client';

/** Places matching the text, nearest `near` first (the server's default is Istanbul). */
export async function searchPlaces(
  query: string,
  limit: number,
  near: readonly [number, number] | undefined,
): Promise<GeoFeature[]> {
  const answer = await callApi(api.geocodeSearch, {
    query: { q: query, limit: String(limit), proximity: near?.join(',') },
  });
  return answer.features;
}

export async function reversePlace(lng: number, lat: number): Promise<GeoFeature[]> {
  const answer = await callApi(api.geocodeReverse, { query: { lng: String(lng), lat: String(lat) } });
  return answer.features;
}
