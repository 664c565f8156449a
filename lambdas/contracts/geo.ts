/** Coordinates as the spec and GeoJSON order them. */
import * as z from 'zod';

/** [longitude, latitude] */
export const lngLatSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
