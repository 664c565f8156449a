/** POST /private/notifications/read: one notification read; the unread count after it. */
import * as api from '../../contracts/endpoints/notifications';
import { httpRoute } from '../../platform/route';
import { countOf, markRead } from '../notifications-table';

export const handler = httpRoute(api.markNotificationRead, async ({ userId, body }) => {
  await markRead(userId, body.id);
  return { body: { unread: (await countOf(userId)).unread } };
});
