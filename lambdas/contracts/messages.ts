/**
 * Messages contract: a thread between an event's host and one requester or participant of
 * that event, addressed as (event, the requester's user id). Only those two read or write it.
 */
import * as z from 'zod/mini';
import { userText } from './text';
import { built } from './built';

export const messageLimit = 1000;
export const messageRequiredMessage = 'Mesaj boş olamaz.';

export const messageSendSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    text: userText({ min: 1, max: messageLimit, multiline: true, requiredMessage: messageRequiredMessage }),
  }),
);
export type MessageSend = z.input<typeof messageSendSchema>;

/** `userId` is the requester/participant side of the thread, whoever calls. */
export const threadParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    id: z.uuid('Geçersiz etkinlik.'),
    userId: z.uuid('Geçersiz kullanıcı.'),
  }),
);

export interface ChatMessage {
  id: string;
  senderId: string;
  /** empty once a moderator removed it */
  text: string;
  /** ISO instant */
  sentAt: string;
  /** removed by a moderator: shown as `removedMessageText` */
  removed: boolean;
}

/** What a thread shows in place of a message a moderator removed. */
export const removedMessageText = 'Bu mesaj topluluk kurallarına aykırı olduğu için kaldırıldı.';

export interface ThreadParty {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
}

/** GET /private/event/{id}/messages/{userId}: newest 100, oldest first; reading marks the thread read. */
export interface MessageThread {
  eventId: string;
  eventTitle: string;
  /** the requester/participant side */
  userId: string;
  /** the other party, from the caller's side */
  other: ThreadParty;
  messages: ChatMessage[];
}

/** One line of GET /private/messages, newest activity first. */
export interface ThreadSummary {
  eventId: string;
  eventTitle: string;
  userId: string;
  other: ThreadParty;
  lastMessage: string;
  lastMessageAt: string;
  unread: number;
}

export interface Inbox {
  threads: ThreadSummary[];
  unreadTotal: number;
}

export interface MessageSentAnswer {
  message: ChatMessage;
}
