/** GET /private/tokens/orders/{orderId}/contract: the contracts the caller accepted for one of their orders. */
import * as api from '../../contracts/endpoints/tokens';
import { tokenRefusals } from '../../contracts/refusals';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { toOrderContract } from '../order-contract';
import { getOrder } from '../orders-table';

export const handler = httpRoute(api.getOrderContract, async ({ userId, params }) => {
  // The key is the caller's own partition: another user's order id finds nothing.
  const order = await getOrder(userId, params.orderId);
  if (!order) throw refusal(404, tokenRefusals, 'ORDER_NOT_FOUND');
  if (!order.contract) throw refusal(404, tokenRefusals, 'CONTRACT_NOT_FOUND');
  return { body: toOrderContract(order.orderId, order.contract) };
});
