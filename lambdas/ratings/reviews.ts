/**
 * The Reviews tab: a user's published feedback, newest first, a page at a time. The cursor is the sort key of the
 * last review shown, opaque to clients and checked on the way back in (as the listing cursors are).
 */
import { createHash } from 'node:crypto';
import type { Review, ReviewPage } from '../contracts/ratings';
import { hiddenUserName } from '../contracts/users';
import type { RatingRecord } from './rating-record';
import { reviewSortKeyPrefix } from './keys';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const reviewSortKeyShape = new RegExp(
  `^${reviewSortKeyPrefix}(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z)#(${uuid})#(${uuid})$`,
  'i',
);

export interface ReviewPosition {
  sortKey: string;
  eventId: string;
  raterId: string;
}

/** undefined for no cursor (the first page); null for one that is not ours. */
export function decodeReviewCursor(cursor: string | undefined): ReviewPosition | undefined | null {
  if (cursor === undefined || cursor === '') return undefined;
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = reviewSortKeyShape.exec(sortKey);
  if (!match) return null;
  return { sortKey, eventId: match[2] as string, raterId: match[3] as string };
}

export const encodeReviewCursor = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');

/** A page of reviews; one by a rater in `hiddenRaters` (blocked either way with the reader) names nobody. */
export function toReviewPage(
  records: RatingRecord[],
  last: string | undefined,
  hiddenRaters: ReadonlySet<string>,
): ReviewPage {
  return {
    items: records.map((record) => toReview(record, hiddenRaters.has(record.raterId))),
    nextCursor: last ? encodeReviewCursor(last) : null,
  };
}

function toReview(record: RatingRecord, raterHidden = false): Review {
  const id = `${record.eventId}:${record.raterId}`;
  return {
    // a hidden rater's id stays out of the review's too
    id: raterHidden ? createHash('sha256').update(id).digest('base64url') : id,
    eventId: record.eventId,
    eventTitle: record.eventTitle,
    rater: raterHidden ? { name: hiddenUserName, username: null, avatar: null } : record.rater,
    role: record.targetRole,
    stars: record.stars,
    text: record.feedback ?? '',
    createdAt: record.createdAt,
  };
}
