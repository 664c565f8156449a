/** GET /private/notifications: the caller's notifications, newest first, a page at a time, with the unread count. */
import * as api from '../../contracts/endpoints/notifications';
import { notificationRefusals } from '../../contracts/refusals';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { decodeCursor, pageOf } from '../centre';

export const handler = httpRoute(api.listNotifications, async ({ userId, query }) => {
  const position = decodeCursor(query.cursor);
  if (!position) throw refusal(400, notificationRefusals, 'BAD_CURSOR');
  return { body: await pageOf(userId, position.after) };
});
