/**
 * Settling an order from what the provider reports, the one way the browser's callback, the reconciliation job and
 * auto-refill all use: the report comes from the provider (never the browser), is judged, then the order leaves
 * `pending` with its effect (the tokens and the receipt e-mail) in one conditional transaction. Settling an order
 * that has already left `pending` writes nothing.
 */
import type { OrderStatus } from '../contracts/tokens';
import { logger } from '../platform/logger';
import { storeCard } from './auto-refill-table';
import { PaymentProviderError, retrieveCheckout, type PaymentOutcome } from './iyzico';
import { judgePayment, unpaidReason, type OrderRecord } from './orders';
import { settlePaid, settleUnpaid } from './orders-table';
import { countPayment } from './payment-metrics';
import { orderReceipt } from './receipt';

/** What the buyer reads when a report did not match: the money is looked into by hand, never credited blindly. */
export const mismatchReason = 'Ödeme doğrulanamadı; destek ekibimiz inceleyecek.';

export interface SettleOptions {
  /**
   * The order's checkout token has expired, so a payment the provider does not report as made never will be (the
   * reconciliation job); before that, an unfinished payment stays pending.
   */
  checkoutOver: boolean;
  /** the buyer's address, when the buyer is here (the callback): a card saved on the payment page is kept with it */
  buyerIp?: string;
  /** the site the receipt e-mail links to */
  siteUrl: string;
}

/** Asks the provider about a checkout-page order, then settles it. */
export async function settleFromProvider(
  order: OrderRecord,
  now: Date,
  options: SettleOptions,
): Promise<void> {
  if (order.autoRefill) {
    // A refill is charged and settled in one go; one left pending stopped in between, perhaps after the charge.
    // Only iyzico's merchant panel can say: it stays pending, and the stale-order alarm asks a person to look.
    logger.error('A refill order was left pending', { orderId: order.orderId, userId: order.userId });
    return;
  }
  const outcome = order.checkoutToken ? await reportOf(order, order.checkoutToken) : unpaid;
  if (outcome) await settleByReport(order, outcome, now, options);
}

/** What became of the order: `pending` when the report leaves it open (unfinished, or held for a fraud review). */
export async function settleByReport(
  order: OrderRecord,
  outcome: PaymentOutcome,
  now: Date,
  options: SettleOptions,
): Promise<{ status: OrderStatus; reason?: string }> {
  const at = now.toISOString();
  const verdict = judgePayment(order, outcome);
  switch (verdict.verdict) {
    case 'paid': {
      // Orders opened before contracts were kept have no address for a receipt.
      const receipt = order.contract ? [orderReceipt(order, order.contract, at, options.siteUrl)] : [];
      if ((await settlePaid(order, verdict, at, receipt)) === 'paid') countPayment('ordersPaid');
      if (outcome.storedCard && options.buyerIp) {
        await storeCard(order.userId, { ...outcome.storedCard, buyerIp: options.buyerIp });
      }
      return { status: 'paid' };
    }
    case 'failed':
      if (outcome.ended) {
        if ((await settleUnpaid(order, 'failed', verdict.reason, at)) === 'settled')
          countPayment('paymentFailures');
        return { status: 'failed', reason: verdict.reason };
      }
      if (!options.checkoutOver) return { status: 'pending' };
      await settleUnpaid(order, 'expired', unpaidReason, at);
      return { status: 'expired' };
    case 'wait':
      return { status: 'pending' };
    case 'mismatch':
      countPayment('verificationFailures');
      logger.error('Payment report does not match its order', {
        orderId: order.orderId,
        detail: verdict.detail,
      });
      await settleUnpaid(order, 'failed', mismatchReason, at);
      return { status: 'failed', reason: mismatchReason };
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
