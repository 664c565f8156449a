/**
 * Keys of the attendance feature's own items: one reliability bucket per user and Istanbul month, in the user's
 * partition, so a score is one Query of at most 12 items. Attendance itself lives on the event's MEMBER items
 * (lambdas/events/keys.ts). Access patterns: docs/data-model.md.
 */
import { userPartition, type ItemKey } from '../platform/keys';

export const reliabilitySortKeyPrefix = 'RELIABILITY#';

/** `month` is the Istanbul month (YYYY-MM) of the events' ends it counts. */
export const reliabilityKey = (userId: string, month: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${reliabilitySortKeyPrefix}${month}`,
});
