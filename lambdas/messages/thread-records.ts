/** The message and thread-summary items as stored, declared on their own and parsed on every read. */
import * as z from 'zod/mini';

export const messageRecordSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

export const threadPartySchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
});

export const threadSummaryRecordSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  requesterId: z.string(),
  /** the other party as they were when the last message was sent */
  other: threadPartySchema,
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  /** messages of the other party this one has not read since last opening the thread */
  unread: z.number(),
});
export type ThreadSummaryRecord = z.infer<typeof threadSummaryRecordSchema>;

export function parseMessageRecord(item: Record<string, unknown>): MessageRecord {
  return messageRecordSchema.parse(item);
}

export function parseThreadSummaryRecord(item: Record<string, unknown>): ThreadSummaryRecord {
  return threadSummaryRecordSchema.parse(item);
}
