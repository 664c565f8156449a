/** POST /private/event/{id}/share: counts a share by channel for the host's analytics. */
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { recordShare } from '../events-table';
import { eventNotFound } from '../hosted-event';

export const handler = httpRoute(api.shareEvent, async ({ params, body }) => {
  if (!(await recordShare(params.id, body.channel))) throw eventNotFound();
  return { body: { message: 'Paylaşım kaydedildi.' } };
});
