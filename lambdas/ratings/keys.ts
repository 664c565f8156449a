/**
 * Keys of a rating: one item per (event, rater, target) in the event's partition, so the key itself keeps one
 * rating per pair per event (put with attribute_not_exists). A published feedback text also enters
 * `userItemsElsewhere` under the rated user, newest first: their Reviews tab. Access patterns: docs/data-model.md.
 */
import { eventPartition, userPartition, type ItemKey } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';

export const ratingSortKeyPrefix = 'RATING#';

export const ratingKey = (eventId: string, raterId: string, targetId: string): ItemKey => ({
  pk: eventPartition(eventId),
  sk: `${ratingSortKeyPrefix}${raterId}#${targetId}`,
});

/** The caller's ratings at one event: every sort key that starts with this. */
export const ratingsByRaterPrefix = (raterId: string) => `${ratingSortKeyPrefix}${raterId}#`;

export const reviewSortKeyPrefix = 'REVIEW#';

/** Sort key of a review: by time, then the event and the rater keep equal times apart. */
export const reviewSortKey = (createdAt: string, eventId: string, raterId: string) =>
  `${reviewSortKeyPrefix}${createdAt}#${eventId}#${raterId}`;

/** What puts a rating with published feedback into its target's Reviews (sparse: set only when published). */
export function reviewIndexAttributes(rating: {
  targetId: string;
  createdAt: string;
  eventId: string;
  raterId: string;
}): Record<string, string> {
  return indexAttributes(
    tableIndexes.userItemsElsewhere,
    userPartition(rating.targetId),
    reviewSortKey(rating.createdAt, rating.eventId, rating.raterId),
  );
}

// The key builder with empty ids spells the partition prefix every rating key starts with.
const ratingPartitionPrefix = ratingKey('', '', '').pk;

/** Every new rating, whether it carries feedback or not (the screener's filter takes those that do). */
export const newRatingFilter = {
  eventName: ['INSERT'],
  dynamodb: {
    Keys: {
      pk: { S: [{ prefix: ratingPartitionPrefix }] },
      sk: { S: [{ prefix: ratingSortKeyPrefix }] },
    },
  },
} as const;
