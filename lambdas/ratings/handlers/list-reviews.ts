/**
 * GET /private/users/{handle}/reviews: the feedback texts a user received that the screener published, newest
 * first, with the event's title and the rater's name, a page at a time (one query of the `userItemsElsewhere`
 * index, whatever the table holds). A user who blocked the caller is not found; a review by someone blocked either
 * way with the caller names nobody.
 */
import * as api from '../../contracts/endpoints/ratings';
import { httpRoute } from '../../platform/route';
import { usersBlockedEitherWay } from '../../users/blocks-table';
import { userSeenBy } from '../../users/known-user';
import { ratingRefused } from '../ratings';
import { reviewsPage } from '../ratings-table';
import { decodeReviewCursor, toReviewPage } from '../reviews';

export const handler = httpRoute(api.listReviews, async ({ params, query, userId }) => {
  const after = decodeReviewCursor(query.cursor);
  if (after === null) throw ratingRefused('BAD_CURSOR');
  const profile = await userSeenBy(params.handle, userId);
  const [{ items, last }, hiddenRaters] = await Promise.all([
    reviewsPage(profile.userId, after),
    usersBlockedEitherWay(userId),
  ]);
  return { body: toReviewPage(items, last, hiddenRaters) };
});
