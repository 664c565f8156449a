/**
 * Keys of the calendar feed: the owner's item (`USER#<id>/CALENDAR_FEED`, the hash of the current secret) and the
 * lookup the public feed route reads (`CALENDAR_FEED#<sha256 of the secret>`). The secret itself is stored nowhere.
 * Access patterns: docs/data-model.md.
 */
import { userPartition, type ItemKey } from '../platform/keys';

export const calendarFeedSortKey = 'CALENDAR_FEED';

export const calendarFeedKey = (userId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: calendarFeedSortKey,
});

export const calendarFeedLookupPartitionPrefix = 'CALENDAR_FEED#';
export const calendarFeedLookupKey = (tokenHash: string): ItemKey => ({
  pk: `${calendarFeedLookupPartitionPrefix}${tokenHash}`,
  sk: calendarFeedSortKey,
});
