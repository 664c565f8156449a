/** GET /private/tokens/orders/{orderId}: one of the caller's orders, as the Tokens page shows it after paying. */
import * as api from '../../contracts/endpoints/tokens';
import { tokenRefusals } from '../../contracts/refusals';
import { refusal } from '../../platform/errors';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { toTokenOrder } from '../orders';
import { getOrder } from '../orders-table';

export const handler = httpRoute(api.getTokenOrder, async ({ userId, params }) => {
  // The key is the caller's own partition: another user's order id finds nothing.
  const order = await getOrder(userId, params.orderId);
  if (!order) throw refusal(404, tokenRefusals, 'ORDER_NOT_FOUND');
  return { body: toTokenOrder(order, clock.now()) };
});
