/** PUT /private/notifications/settings: the whole settings form replaces what was saved. */
import * as api from '../../contracts/endpoints/notifications';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { saveSettings } from '../centre';

export const handler = httpRoute(api.saveNotificationSettings, async ({ userId, body }) => ({
  body: await saveSettings(userId, body, clock.now()),
}));
