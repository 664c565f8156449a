/** The geocoding endpoints' query schemas. */
import * as z from 'zod/mini';
import { lngLatQueryParameter } from './geo';
import { built } from './built';

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
