/**
 * Message rules without AWS: which join requests open a thread, who its two parties are, and how a thread
 * and the inbox are answered.
 */
import type { ChatMessage, Inbox, MessageThread, ThreadParty, ThreadSummary } from '../contracts/messages';
import type { EventRecord } from '../events/event-record';
import type { ProfileRecord } from '../profile/profile';
import type { JoinRequestRecord } from '../requests/request-record';
import type { MessageRecord, ThreadSummaryRecord } from './thread-records';

/** One event's conversation between its host and one user who asked to join it. */
export interface Thread {
  eventId: string;
  eventTitle: string;
  hostId: string;
  requesterId: string;
  /** each party as the event (host) and the request (requester) recorded them, for a profile that is gone */
  recorded: Record<'host' | 'requester', ThreadParty>;
}

/**
 * A join request opens a thread once the screener approved it: no words reach the host before the screener has
 * passed them, and words it turned away or could not judge (declined, held) never reach the host through another
 * door. A host's decline keeps it open (the two may still talk it over).
 */
export function threadOpensFor(request: JoinRequestRecord | undefined): request is JoinRequestRecord {
  return request?.screening?.outcome === 'approved';
}

/** The requester's own request that has not reached the host yet: they are told to wait, not refused outright. */
export function awaitsScreening(request: JoinRequestRecord | undefined, callerId: string): boolean {
  return request?.requesterId === callerId && (request.status === 'screening' || request.status === 'held');
}

export function threadOf(event: EventRecord, request: JoinRequestRecord): Thread {
  return {
    eventId: event.id,
    eventTitle: event.title,
    hostId: event.hostId,
    requesterId: request.requesterId,
    recorded: {
      host: {
        userId: event.hostId,
        name: event.host.name,
        username: event.host.username,
        avatar: event.host.avatar,
      },
      requester: {
        userId: request.requesterId,
        name: request.requester.name,
        username: request.requester.username,
        avatar: request.requester.avatar,
      },
    },
  };
}

/** The other party for `userId`, or undefined when `userId` is not one of the two. */
export function otherPartyOf(thread: Thread, userId: string): string | undefined {
  if (userId === thread.hostId) return thread.requesterId;
  if (userId === thread.requesterId) return thread.hostId;
  return undefined;
}

/** A party as their profile shows them now, or as the thread recorded them when the profile is gone. */
export function partyOf(thread: Thread, userId: string, profile: ProfileRecord | undefined): ThreadParty {
  if (profile) {
    return {
      userId,
      name: profile.displayName,
      username: profile.username ?? null,
      avatar: profile.profilePicture,
    };
  }
  return userId === thread.hostId ? thread.recorded.host : thread.recorded.requester;
}

export function newMessage(id: string, senderId: string, text: string, now: Date): ChatMessage {
  return { id, senderId, text, sentAt: now.toISOString(), removed: false };
}

/** A message as its readers get it: a removed one without its words. */
export function toChatMessage({ id, senderId, text, sentAt, removedAt }: MessageRecord): ChatMessage {
  const removed = removedAt !== undefined;
  return { id, senderId, text: removed ? '' : text, sentAt, removed };
}

export function toMessageThread(
  thread: Thread,
  other: ThreadParty,
  messages: readonly MessageRecord[],
): MessageThread {
  return {
    eventId: thread.eventId,
    eventTitle: thread.eventTitle,
    userId: thread.requesterId,
    other,
    messages: messages.map(toChatMessage),
  };
}

function toThreadSummary(record: ThreadSummaryRecord, eventTitle: string): ThreadSummary {
  return {
    eventId: record.eventId,
    eventTitle,
    userId: record.requesterId,
    other: record.other,
    lastMessage: record.lastMessage,
    lastMessageAt: record.lastMessageAt,
    unread: record.unread,
  };
}

/**
 * Newest activity first, without the threads of users blocked either way (their messages are not shown).
 * Each thread is titled by its event's title now (`titles`, by event id): a summary keeps the title of its
 * last message's time, which a host's rename leaves behind.
 */
export function inboxOf(
  records: readonly ThreadSummaryRecord[],
  blockedIds: ReadonlySet<string>,
  titles: ReadonlyMap<string, string>,
): Inbox {
  const threads = records
    .filter((record) => !blockedIds.has(record.other.userId))
    .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
    .map((record) => toThreadSummary(record, titles.get(record.eventId) ?? record.eventTitle));
  return { threads, unreadTotal: threads.reduce((total, thread) => total + thread.unread, 0) };
}
