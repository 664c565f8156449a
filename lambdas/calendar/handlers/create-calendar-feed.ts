/** POST /private/calendar-feed: a new secret address; the previous one stops answering at once. */
import * as api from '../../contracts/endpoints/calendar';
import { calendarRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { requiredEnv } from '../../platform/env';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { calendarFeedOf, replaceCalendarFeed } from '../calendar-table';
import { feedTokenHash, feedUrl, newFeedToken } from '../feed-token';

const siteUrl = requiredEnv('SITE_URL');

export const handler = httpRoute(api.createCalendarFeed, async ({ userId }) => {
  const previous = await calendarFeedOf(userId);
  const token = newFeedToken();
  const createdAt = clock.now().toISOString();
  const written = await replaceCalendarFeed({ userId, tokenHash: feedTokenHash(token), createdAt }, previous);
  if (!written) throw refusal(409, calendarRefusals, 'FEED_CHANGED');
  return {
    statusCode: 201,
    body: {
      message: previous ? 'Yeni takvim adresin hazır; eskisi artık çalışmıyor.' : 'Takvim adresin hazır.',
      url: feedUrl(siteUrl, token),
      createdAt,
    },
  };
});
