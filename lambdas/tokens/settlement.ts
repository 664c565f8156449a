/**
 * Settling an order from what the provider reports, the one way the browser's callback and the reconciliation job
 * both use: ask the provider (never the browser), judge the signed report, then move the order out of `pending`
 * with its effect in one conditional transaction. Settling an order that has already left `pending` writes nothing.
 */
import { logger } from '../platform/logger';
import { PaymentProviderError, retrieveCheckout, type PaymentOutcome } from './iyzico';
import { judgePayment, unpaidReason, type OrderRecord } from './orders';
import { settlePaid, settleUnpaid } from './orders-table';
import { countPayment } from './payment-metrics';

/** What the buyer reads when a report did not match: the money is looked into by hand, never credited blindly. */
export const mismatchReason = 'Ödeme doğrulanamadı; destek ekibimiz inceleyecek.';

/**
 * `checkoutOver`: the order's checkout token has expired, so a payment the provider does not report as made never
 * will be (the reconciliation job); before that, an unfinished payment stays pending.
 */
export async function settleFromProvider(
  order: OrderRecord,
  now: Date,
  checkoutOver: boolean,
): Promise<void> {
  const at = now.toISOString();
  const outcome = order.checkoutToken ? await reportOf(order, order.checkoutToken) : unpaid;
  if (!outcome) return;
  const verdict = judgePayment(order, outcome);
  switch (verdict.verdict) {
    case 'paid':
      if ((await settlePaid(order, verdict, at)) === 'paid') countPayment('ordersPaid');
      return;
    case 'failed':
      if (outcome.ended) {
        if ((await settleUnpaid(order, 'failed', verdict.reason, at)) === 'settled')
          countPayment('paymentFailures');
      } else if (checkoutOver) {
        await settleUnpaid(order, 'expired', unpaidReason, at);
      }
      return;
    case 'wait':
      return;
    case 'mismatch':
      countPayment('verificationFailures');
      logger.error('Payment report does not match its order', {
        orderId: order.orderId,
        detail: verdict.detail,
      });
      await settleUnpaid(order, 'failed', mismatchReason, at);
      return;
  }
}

/** An order whose payment page never opened: nothing can have been paid. */
const unpaid: PaymentOutcome = { paid: false, ended: false, paymentTransactionIds: [] };

/** The provider's signed report, or undefined when it cannot be had or trusted now (the job asks again later). */
async function reportOf(order: OrderRecord, token: string): Promise<PaymentOutcome | undefined> {
  try {
    return await retrieveCheckout(token, order.orderId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.reason === 'signature') countPayment('verificationFailures');
    logger.warn('Payment not retrieved', { orderId: order.orderId, reason: error.reason, error });
    return undefined;
  }
}
