/**
 * The friend item as stored: how its owner sees the other user (status from the owner's side) and how that user
 * looked when the request was sent, so the list needs no read of every profile. Parsed on every read.
 */
import * as z from 'zod/mini';
import { friendshipStatuses, type StoredFriendshipStatus } from '../contracts/friends';
import { nullableText, text } from '../platform/record-fields';

const storedStatuses = friendshipStatuses.filter(
  (status): status is StoredFriendshipStatus => status !== 'none',
) as [StoredFriendshipStatus, ...StoredFriendshipStatus[]];

export const friendRecordSchema = z.object({
  /** the other user */
  userId: text,
  name: text,
  username: nullableText,
  avatar: nullableText,
  status: z.enum(storedStatuses),
  requestedAt: text,
  since: nullableText,
});
export type FriendRecord = z.infer<typeof friendRecordSchema>;

export function parseFriendRecord(item: Record<string, unknown>): FriendRecord {
  return friendRecordSchema.parse(item);
}

/** How a user looks on the other side's item. */
export interface FriendSnapshot {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
}
