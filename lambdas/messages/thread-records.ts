/** The message and thread-summary items as stored, declared on their own and parsed on every read. */
import * as z from 'zod/mini';
import { nullableText, number, text } from '../platform/record-fields';

export const messageRecordSchema = z.object({
  id: text,
  senderId: text,
  text: text,
  sentAt: text,
  /** a moderator removed it (its text is then empty) */
  removedAt: z.optional(text),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

export const threadPartySchema = z.object({
  userId: text,
  name: text,
  username: nullableText,
  avatar: nullableText,
});

export const threadSummaryRecordSchema = z.object({
  eventId: text,
  eventTitle: text,
  requesterId: text,
  /** the other party as they were when the last message was sent */
  other: threadPartySchema,
  lastMessage: text,
  lastMessageAt: text,
  /** messages of the other party this one has not read since last opening the thread */
  unread: number,
});
export type ThreadSummaryRecord = z.infer<typeof threadSummaryRecordSchema>;

export function parseMessageRecord(item: Record<string, unknown>): MessageRecord {
  return messageRecordSchema.parse(item);
}

export function parseThreadSummaryRecord(item: Record<string, unknown>): ThreadSummaryRecord {
  return threadSummaryRecordSchema.parse(item);
}
