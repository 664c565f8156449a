/** GET /private/calendar-feed: whether the caller has a feed (its address was shown once, when it was made). */
import * as api from '../../contracts/endpoints/calendar';
import { httpRoute } from '../../platform/route';
import { calendarFeedOf } from '../calendar-table';

export const handler = httpRoute(api.getCalendarFeed, async ({ userId }) => {
  const feed = await calendarFeedOf(userId);
  return { body: { active: feed !== undefined, createdAt: feed?.createdAt ?? null } };
});
