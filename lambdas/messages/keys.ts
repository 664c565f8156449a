/**
 * Keys of messages. A thread is one event's conversation between its host and one requester, so it is
 * addressed by (event, requester): its messages share a partition, ordered by the instant they were sent.
 * Each party keeps a summary of the thread in their own partition, which is their inbox.
 * Access patterns: docs/data-model.md.
 */
import { userPartition, type ItemKey } from '../platform/keys';

export const threadPartitionPrefix = 'THREAD#';
export const threadPartition = (eventId: string, requesterId: string) =>
  `${threadPartitionPrefix}${eventId}#${requesterId}`;

export const messageSortKeyPrefix = 'MSG#';

/** The id keeps two messages sent in the same millisecond apart. */
export const messageKey = (
  eventId: string,
  requesterId: string,
  sentAt: string,
  messageId: string,
): ItemKey => ({
  pk: threadPartition(eventId, requesterId),
  sk: `${messageSortKeyPrefix}${sentAt}#${messageId}`,
});

export const threadSummarySortKeyPrefix = 'THREAD#';

/** One party's summary of a thread: the other party, the last message, and what this party has not read. */
export const threadSummaryKey = (userId: string, eventId: string, requesterId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${threadSummarySortKeyPrefix}${eventId}#${requesterId}`,
});
