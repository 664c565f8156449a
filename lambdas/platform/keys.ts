/**
 * The key shape of every item, and the one partition several entities share: a user's own items (profile,
 * ledger entries) live under `USER#<id>`. Each entity spells its own sort keys in its feature folder.
 * Access patterns and their key conditions: docs/data-model.md.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

/**
 * Each entity's partition key starts with its prefix (up to and including `#`), exported beside its key builder:
 * the function list names the prefixes each function writes (IAM's `dynamodb:LeadingKeys`, lambdas/access.ts).
 */
export const userPartitionPrefix = 'USER#';
export const userPartition = (userId: string) => `${userPartitionPrefix}${userId}`;

/** An event's partition: the event item and what belongs to it (members, reminders, ...). */
export const eventPartitionPrefix = 'EVENT#';
export const eventPartition = (eventId: string) => `${eventPartitionPrefix}${eventId}`;

/**
 * `blocker` blocked `blocked`. Shared ground: join requests and messages check it inside their transactions,
 * the users feature writes it.
 */
export const blockSortKeyPrefix = 'BLOCK#';
export const blockKey = (blockerId: string, blockedId: string): ItemKey => ({
  pk: userPartition(blockerId),
  sk: `${blockSortKeyPrefix}${blockedId}`,
});

/**
 * A notification in its reader's partition: written by the notifier (lambdas/notifications/), sent live to the
 * reader's open tabs by the live-update consumer, which recognises it by this prefix.
 */
export const notificationSortKeyPrefix = 'NOTIFICATION#';

/**
 * A reminder that fell due: written once by the reminder job (24 or 1 hour before the start it was scheduled
 * for), fanned out to the host and the participants by the notifier. The start is part of the key, so a moved
 * event is reminded again for its new time, and a retried job collides with the item it wrote.
 */
export const reminderSortKeyPrefix = 'REMINDER#';
export const reminderKey = (eventId: string, hoursBefore: number, startsAt: string): ItemKey => ({
  pk: eventPartition(eventId),
  sk: `${reminderSortKeyPrefix}${hoursBefore}h#${startsAt}`,
});

/**
 * Moderation's shared items (the open-case count, the sanctioned users): one small partition. Shared ground: the
 * events feature reads the sanctioned users (lambdas/platform/sanctioned-users.ts).
 */
export const moderationPartitionPrefix = 'MODERATION#';
