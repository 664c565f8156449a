/**
 * Returning a purchase (Turkish distance-sales withdrawal right): within 14 days of paying, while none of its tokens
 * was spent. The order is locked first, so one refund runs at a time; the provider returns the money; then the
 * order becomes refunded in the same transaction that takes its tokens back. A refusal by the provider changes
 * nothing. An order left `refunding` (the function stopped after the provider's refund, or the provider's answer
 * could not be trusted) is settled by reconciliation from the provider's own record of the payment.
 */
import { invoiceCancellationPut } from '../invoices/outbox';
import { logger } from '../platform/logger';
import { holdingsOf, remainingOfOrder } from './holdings';
import { PaymentProviderError, refundPayment, retrievePaymentRefundState } from './iyzico';
import { ledgerEntryKey } from './keys';
import { leaveExpiryIndex, ledgerOf } from './ledger';
import { refundableUntil, refundsToCard, type OrderRecord } from './orders';
import { lockForRefund, markRefunded, unlockRefund } from './orders-table';
import { countPayment } from './payment-metrics';
import { takeBackOrderTokens } from './take-back';

export type RefundOutcome =
  | 'refunded'
  | 'not-refundable'
  | 'window-over'
  | 'tokens-spent'
  | 'provider-refused'
  | 'provider-unavailable'
  /** the provider's answer did not verify: the order stays `refunding` until reconciliation reads its record */
  | 'provider-unverified';

export async function refundOrder(order: OrderRecord, now: Date, buyerIp: string): Promise<RefundOutcome> {
  if (order.status !== 'paid' || !order.paidAt || !order.paymentTransactionIds?.length)
    return 'not-refundable';
  if (now.getTime() > refundableUntil(order)!) return 'window-over';
  // Said up front on the order; a refund asked for anyway is refused as the bank would refuse it.
  if (!refundsToCard(order)) return 'provider-refused';
  const credited = order.tokens + order.bonusTokens;
  const unspent = () =>
    ledgerOf(order.userId).then((ledger) => remainingOfOrder(holdingsOf(ledger), order.orderId));
  if ((await unspent()) < credited) return 'tokens-spent';
  if (!(await lockForRefund(order, now.toISOString()))) return 'not-refundable';

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
    if (error.reason === 'signature') {
      // The money may have gone back or not: neither refunded nor paid until iyzico's own record says which.
      countPayment('verificationFailures');
      logger.error('Refund answer does not verify', { orderId: order.orderId });
      return 'provider-unverified';
    }
    logger.warn('Refund not answered', { orderId: order.orderId, reason: error.reason });
    await unlockRefund(order);
    return 'provider-unavailable';
  }
  if (!answer.refunded) {
    logger.info('Refund refused by the provider', { orderId: order.orderId, errorCode: answer.errorCode });
    await unlockRefund(order);
    return 'provider-refused';
  }
  await recordRefund(order, now);
  return 'refunded';
}

/**
 * refunding -> refunded with its tokens taken back, once: the order's condition on `refunding` lets one writer
 * through. Returns whether this call was it.
 */
async function recordRefund(order: OrderRecord, now: Date): Promise<boolean> {
  const credited = order.tokens + order.bonusTokens;
  const at = now.toISOString();
  const outcome = await takeBackOrderTokens({
    userId: order.userId,
    orderId: order.orderId,
    reason: 'PURCHASE_REFUNDED',
    at,
    guard: [
      markRefunded(order, at),
      leaveExpiryIndex(ledgerEntryKey(order.userId, order.paidAt!, `purchase-${order.orderId}`)),
      // The e-Arşiv invoice's cancellation (outbox), requested with the refund it follows from.
      invoiceCancellationPut(order, at),
    ],
  });
  if (outcome.status === 'refused') return false;
  if (outcome.status !== 'taken' || outcome.amount < credited) {
    // The money is back on the card: whatever was spent in the second the refund took is the product's loss.
    logger.error('Refund took back fewer tokens than it returned money for', {
      orderId: order.orderId,
      outcome,
    });
  }
  return true;
}

/**
 * Settles an order left `refunding` from iyzico's record of its payment: refunded when iyzico returned the money,
 * back to paid when it returned none. A partial refund (the product never asks for one) or an unreadable record
 * leaves it for a person and the next run.
 */
export async function settleStuckRefund(
  order: OrderRecord,
  now: Date,
): Promise<'refunded' | 'paid' | 'unsettled'> {
  let state;
  try {
    state = await retrievePaymentRefundState(order.paymentId!, order.orderId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.reason === 'signature') countPayment('verificationFailures');
    logger.warn('Payment record not retrieved for a stuck refund', {
      orderId: order.orderId,
      reason: error.reason,
    });
    return 'unsettled';
  }
  if (state === 'TOTALLY_REFUNDED') return (await recordRefund(order, now)) ? 'refunded' : 'unsettled';
  if (state === 'NOT_REFUNDED') return (await unlockRefund(order)) ? 'paid' : 'unsettled';
  logger.error('A stuck refund was partly refunded by the provider', { orderId: order.orderId });
  return 'unsettled';
}
