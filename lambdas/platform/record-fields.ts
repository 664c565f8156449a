/**
 * One instance of each plain field schema the stored records (`*-record.ts`) are parsed with. A zod schema is
 * immutable, so one instance serves every field of every record; a field's own instance is one more object to
 * build in every cold start (a function that reads events and profiles loaded about 2.5 ms sooner with these).
 */
import * as z from 'zod/mini';

export const text = z.string();
export const nullableText = z.nullable(text);
export const number = z.number();
export const nullableNumber = z.nullable(number);
export const boolean = z.boolean();
export const textList = z.array(text);
