/** POST /private/tokens/orders/{orderId}/refund: returns an unspent purchase within the withdrawal window. */
import * as api from '../../contracts/endpoints/tokens';
import { tokenRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { toTokenOrder } from '../orders';
import { getOrder } from '../orders-table';
import { refundOrder, type RefundOutcome } from '../refund';

const refusals = {
  'not-refundable': () => refusal(409, tokenRefusals, 'NOT_REFUNDABLE'),
  'window-over': () => refusal(409, tokenRefusals, 'REFUND_WINDOW_OVER'),
  'tokens-spent': () => refusal(409, tokenRefusals, 'TOKENS_SPENT'),
  'provider-refused': () => refusal(409, tokenRefusals, 'REFUND_REFUSED'),
  'provider-unavailable': () => refusal(502, tokenRefusals, 'REFUND_UNAVAILABLE'),
} satisfies Record<Exclude<RefundOutcome, 'refunded' | 'provider-unverified'>, unknown>;

export const handler = httpRoute(api.refundTokenOrder, async ({ userId, params, sourceIp }) => {
  const order = await getOrder(userId, params.orderId);
  if (!order) throw refusal(404, tokenRefusals, 'ORDER_NOT_FOUND');
  const now = clock.now();
  const outcome = await refundOrder(order, now, sourceIp);
  const answer = () => getOrder(userId, params.orderId).then((stored) => toTokenOrder(stored!, now));
  // iyzico's answer was not its own: the money may have gone back, so neither a failure to retry nor a refund.
  // Accepted, the order `refunding`, until reconciliation settles it from iyzico's record.
  if (outcome === 'provider-unverified') return { statusCode: 202, body: await answer() };
  if (outcome !== 'refunded') throw refusals[outcome]();
  return { body: await answer() };
});
