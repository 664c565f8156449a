/** Coordinates as the spec and GeoJSON order them. */
import * as z from 'zod/mini';
import { built } from './built';

/** The longest address a chosen place (a profile's location, an event's meeting point) may carry. */
export const placeAddressMaxLength = 300;

/** [longitude, latitude] */
export const lngLatSchema = /* @__PURE__ */ built(() =>
  z.tuple([z.number().check(z.gte(-180), z.lte(180)), z.number().check(z.gte(-90), z.lte(90))]),
);

/** A query parameter "lng,lat" (`near`, `proximity`), parsed into [longitude, latitude]. */
export const lngLatQueryParameter = (name: string) =>
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, `${name} "lng,lat" olmalı.`)),
      z.transform((value: string) => value.split(',').map(Number)),
    ),
    lngLatSchema,
  );
