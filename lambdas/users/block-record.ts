/**
 * The block item as stored: who was blocked and how they looked then (the settings list shows it without
 * reading every profile), parsed on every read.
 */
import * as z from 'zod/mini';

export const blockRecordSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  blockedAt: z.string(),
});
export type BlockRecord = z.infer<typeof blockRecordSchema>;

export function parseBlockRecord(item: Record<string, unknown>): BlockRecord {
  return blockRecordSchema.parse(item);
}
