/** GET /private/notifications/settings: the kinds the caller turned off, in the app and by e-mail. */
import * as api from '../../contracts/endpoints/notifications';
import { httpRoute } from '../../platform/route';
import { settingsOf } from '../centre';

export const handler = httpRoute(api.getNotificationSettings, async ({ userId }) => ({
  body: await settingsOf(userId),
}));
