/** Coordinates as the spec and GeoJSON order them. */
import * as z from 'zod';
import { built } from './built';

/** [longitude, latitude] */
export const lngLatSchema = /* @__PURE__ */ built(() =>
  z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
);
