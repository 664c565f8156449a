/**
 * Geocoding contracts: the answer shape the spec reads (features[].place_name, text, center, properties.address).
 * The queries' schemas are in geocoding-schemas.ts, so the dashboards' first screens read the default centre
 * without loading zod.
 */

/** Istanbul (Taksim), the default bias of forward search. */
export const istanbulCenter: [number, number] = [28.9784, 41.0082];

export interface GeoFeature {
  place_name: string;
  text: string;
  /** [lng, lat] */
  center: [number, number];
  properties: { address?: string; city?: string; district?: string };
}

export interface GeocodeResponse {
  features: GeoFeature[];
}
