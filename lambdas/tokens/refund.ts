/**
 * Returning a purchase (Turkish distance-sales withdrawal right): within 14 days of paying, while none of its tokens
 * was spent. The order is locked first, so one refund runs at a time; the provider returns the money; then the
 * order becomes refunded in the same transaction that takes its tokens back. A refusal by the provider changes
 * nothing.
 */
import { logger } from '../platform/logger';
import { holdingsOf, remainingOfOrder } from './holdings';
import { PaymentProviderError, refundPayment } from './iyzico';
import { ledgerEntryKey } from './keys';
import { leaveExpiryIndex, ledgerOf } from './ledger';
import { refundableUntil, type OrderRecord } from './orders';
import { lockForRefund, markRefunded, unlockRefund } from './orders-table';
import { takeBackOrderTokens } from './take-back';

export type RefundOutcome =
  | 'refunded'
  | 'not-refundable'
  | 'window-over'
  | 'tokens-spent'
  | 'provider-refused'
  | 'provider-unavailable';

export async function refundOrder(order: OrderRecord, now: Date, buyerIp: string): Promise<RefundOutcome> {
  if (order.status !== 'paid' || !order.paidAt || !order.paymentTransactionIds?.length)
    return 'not-refundable';
  if (now.getTime() > refundableUntil(order)!) return 'window-over';
  const credited = order.tokens + order.bonusTokens;
  const unspent = () =>
    ledgerOf(order.userId).then((ledger) => remainingOfOrder(holdingsOf(ledger), order.orderId));
  if ((await unspent()) < credited) return 'tokens-spent';
  if (!(await lockForRefund(order))) return 'not-refundable';

  let answer;
  try {
    answer = await refundPayment({
      paymentTransactionId: order.paymentTransactionIds[0],
      price: order.price,
      currency: order.currency,
      ip: buyerIp,
      conversationId: order.orderId,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn('Refund not answered', { orderId: order.orderId, reason: error.reason });
    await unlockRefund(order);
    return 'provider-unavailable';
  }
  if (!answer.refunded) {
    logger.info('Refund refused by the provider', { orderId: order.orderId, errorCode: answer.errorCode });
    await unlockRefund(order);
    return 'provider-refused';
  }
  const at = now.toISOString();
  const outcome = await takeBackOrderTokens({
    userId: order.userId,
    orderId: order.orderId,
    reason: 'PURCHASE_REFUNDED',
    at,
    guard: [
      markRefunded(order, at),
      leaveExpiryIndex(ledgerEntryKey(order.userId, order.paidAt, `purchase-${order.orderId}`)),
    ],
  });
  if (outcome.status !== 'taken' || outcome.amount < credited) {
    // The money is back on the card: whatever was spent in the second the refund took is the product's loss.
    logger.error('Refund took back fewer tokens than it returned money for', {
      orderId: order.orderId,
      outcome,
    });
  }
  return 'refunded';
}
