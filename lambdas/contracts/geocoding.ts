/** Geocoding contracts: the answer shape the spec reads (features[].place_name, text, center, properties.address). */
import * as z from 'zod';
import { lngLatSchema } from './geo';
import { built } from './built';

/** Istanbul (Taksim), the default bias of forward search. */
export const istanbulCenter: [number, number] = [28.9784, 41.0082];

/** GET /private/geocode/search?q=&limit=&proximity=lng,lat */
export const geocodeSearchQuerySchema = /* @__PURE__ */ built(() =>
  z.object({
    q: z.string().trim().min(1, 'Arama metni boş olamaz.').max(200),
    limit: z.coerce.number().int().min(1).max(5).default(5),
    proximity: z
      .string()
      .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'proximity "lng,lat" olmalı.')
      .transform((value) => value.split(',').map(Number))
      .pipe(lngLatSchema)
      .optional(),
  }),
);
export type GeocodeSearchQuery = z.infer<typeof geocodeSearchQuerySchema>;

/** GET /private/geocode/reverse?lng=&lat= */
/** A query value that must be present: z.coerce alone would turn `?lng=` into 0. */
const coordinateParameter = (min: number, max: number) =>
  z.string().trim().min(1).pipe(z.coerce.number<string>().min(min).max(max));

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
