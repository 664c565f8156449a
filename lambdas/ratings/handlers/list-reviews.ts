/**
 * GET /private/users/{handle}/reviews: the feedback texts a user received that the screener published, newest
 * first, with the event's title and the rater's name, a page at a time (one query of the `userItemsElsewhere`
 * index, whatever the table holds). A user who blocked the caller is not found; a review by someone blocked either
 * way with the caller names nobody; one by a suspended or banned user is left out while the sanction holds.
 */
import * as api from '../../contracts/endpoints/ratings';
import { httpRoute } from '../../platform/route';
import { sanctionedUsers } from '../../platform/sanctioned-users';
import { usersBlockedEitherWay } from '../../users/blocks-table';
import { userSeenBy } from '../../users/known-user';
import { ratingRefused } from '../ratings';
import { reviewsPage } from '../ratings-table';
import { decodeReviewCursor, toReviewPage } from '../reviews';

export const handler = httpRoute(api.listReviews, async ({ params, query, userId }) => {
  const after = decodeReviewCursor(query.cursor);
  if (after === null) throw ratingRefused('BAD_CURSOR');
  const profile = await userSeenBy(params.handle, userId);
  const [{ items, last }, hiddenRaters, sanctioned] = await Promise.all([
    reviewsPage(profile.userId, after),
    usersBlockedEitherWay(userId),
    sanctionedUsers(),
  ]);
  const shown = items.filter((item) => !sanctioned.has(item.raterId));
  return { body: toReviewPage(shown, last, hiddenRaters) };
});
