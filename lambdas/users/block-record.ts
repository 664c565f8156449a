/**
 * The block item as stored: who was blocked and how they looked then (the settings list shows it without
 * reading every profile), parsed on every read.
 */
import * as z from 'zod/mini';
import { nullableText, text } from '../platform/record-fields';

export const blockRecordSchema = z.object({
  userId: text,
  name: text,
  username: nullableText,
  avatar: nullableText,
  blockedAt: text,
});
export type BlockRecord = z.infer<typeof blockRecordSchema>;

export function parseBlockRecord(item: Record<string, unknown>): BlockRecord {
  return blockRecordSchema.parse(item);
}
