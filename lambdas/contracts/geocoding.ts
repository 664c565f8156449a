/** Geocoding contracts: the answer shape the spec reads (features[].place_name, text, center, properties.address). */
import * as z from 'zod/mini';
import { lngLatQueryParameter } from './geo';
import { built } from './built';

/** Istanbul (Taksim), the default bias of forward search. */
export const istanbulCenter: [number, number] = [28.9784, 41.0082];

/** GET /private/geocode/search?q=&limit=&proximity=lng,lat */
export const geocodeSearchQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    q: z.string().check(z.trim(), z.minLength(1, 'Arama metni boş olamaz.'), z.maxLength(200)),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(5)), 5),
    proximity: z.optional(lngLatQueryParameter('proximity')),
  }),
);
export type GeocodeSearchQuery = z.infer<typeof geocodeSearchQuerySchema>;

/** GET /private/geocode/reverse?lng=&lat= */
/** A query value that must be present: z.coerce alone would turn `?lng=` into 0. */
const coordinateParameter = (min: number, max: number) =>
  z.pipe(z.string().check(z.trim(), z.minLength(1)), z.coerce.number<string>().check(z.gte(min), z.lte(max)));

export const geocodeReverseQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    lng: coordinateParameter(-180, 180),
    lat: coordinateParameter(-90, 90),
  }),
);
export type GeocodeReverseQuery = z.infer<typeof geocodeReverseQuerySchema>;

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
