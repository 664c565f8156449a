/** POST /private/tokens/orders/{orderId}/cancel: gives up a checkout still waiting for its payment. */
import * as api from '../../contracts/endpoints/tokens';
import { tokenRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { requiredEnv } from '../../platform/env';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { cancelCheckout } from '../cancel';
import { toTokenOrder } from '../orders';
import { getOrder } from '../orders-table';

const siteUrl = requiredEnv('SITE_URL');

export const handler = httpRoute(api.cancelTokenOrder, async ({ userId, params }) => {
  const order = await getOrder(userId, params.orderId);
  if (!order) throw refusal(404, tokenRefusals, 'ORDER_NOT_FOUND');
  const now = clock.now();
  if ((await cancelCheckout(order, now, siteUrl)) === 'not-pending')
    throw refusal(409, tokenRefusals, 'NOT_CANCELLABLE');
  // Cancelled, or paid or declined first: the order as it now stands.
  const stored = await getOrder(userId, params.orderId);
  return { body: toTokenOrder(stored!, now) };
});
