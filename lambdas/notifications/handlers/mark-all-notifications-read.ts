/** POST /private/notifications/read-all: everything there is now read; the unread count after it. */
import * as api from '../../contracts/endpoints/notifications';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { countOf, markAllRead } from '../notifications-table';

export const handler = httpRoute(api.markAllNotificationsRead, async ({ userId }) => {
  await markAllRead(userId, clock.now());
  return { body: { unread: (await countOf(userId)).unread } };
});
