/** POST /private/event/{id}/share: counts a share by channel for the host's analytics. */
import { eventIdParamsSchema, eventShareSchema } from '../../contracts/events';
import { httpRoute } from '../../platform/route';
import { recordShare } from '../events-table';
import { eventNotFound } from '../hosted-event';

export const handler = httpRoute(
  { pathParameters: eventIdParamsSchema, body: eventShareSchema },
  async ({ params, body }) => {
    if (!(await recordShare(params.id, body.channel))) throw eventNotFound();
    return { body: { message: 'Paylaşım kaydedildi.' } };
  },
);
