/** The places feature's calls: address search and reverse geocoding (the offline gazetteer or Amazon Location). */
import type { GeocodeResponse, GeoFeature } from '@contracts/geocoding';
import { apiRequest } from '../../lib/api/client';

export async function searchPlaces(query: string, limit = 5): Promise<GeoFeature[]> {
  const params = new URLSearchParams({ q: query, limit: String(limit) });
  const answer = await apiRequest<GeocodeResponse>('GET', `/private/geocode/search?${params}`);
  return answer.features;
}

export async function reversePlace(lng: number, lat: number): Promise<GeoFeature[]> {
  const params = new URLSearchParams({ lng: String(lng), lat: String(lat) });
  const answer = await apiRequest<GeocodeResponse>('GET', `/private/geocode/reverse?${params}`);
  return answer.features;
}
