/** DELETE /private/calendar-feed: the feed is turned off; its address answers 404 from now on. */
import * as api from '../../contracts/endpoints/calendar';
import { calendarRefusals } from '../../contracts/refusals';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { calendarFeedOf, deleteCalendarFeed } from '../calendar-table';

export const handler = httpRoute(api.deleteCalendarFeed, async ({ userId }) => {
  const previous = await calendarFeedOf(userId);
  if (previous && !(await deleteCalendarFeed(previous))) throw refusal(409, calendarRefusals, 'FEED_CHANGED');
  return { body: { message: 'Takvim adresin kapatıldı.' } };
});
