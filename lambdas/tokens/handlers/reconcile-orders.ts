/**
 * Scheduled: settles every order still pending (or cancelled by its buyer) once its checkout has expired, from what
 * the provider reports, the same way as the callback. A buyer who paid and closed the tab before the callback gets
 * the tokens, once, even after cancelling; an order never paid expires (a cancelled one stays cancelled). An order left `refunding` is settled from iyzico's record of its payment.
 */
import type { Context } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { requiredEnv } from '../../platform/env';
import { logger } from '../../platform/logger';
import { checkoutLifetimeMinutes } from '../../contracts/tokens';
import { pendingOrdersCreatedBefore, refundingOrdersSince } from '../orders-table';
import { countPayment, publishPaymentMetrics } from '../payment-metrics';
import { settleStuckRefund } from '../refund';
import { settleFromProvider } from '../settlement';

const siteUrl = requiredEnv('SITE_URL');
const minuteMs = 60_000;
/** Orders per run; the rest wait for the next run, oldest first. */
const batchSize = 100;
/** Far past the refund route's own run (API Gateway gives it 30 s): a refund still `refunding` then was left. */
const stuckRefundMinutes = 5;

export async function handler(_event: unknown, context: Context): Promise<void> {
  logger.addContext(context);
  const now = clock.now();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * minuteMs).toISOString();
  try {
    const due = await pendingOrdersCreatedBefore(minutesAgo(checkoutLifetimeMinutes), batchSize);
    for (const order of due) await settleFromProvider(order, now, { checkoutOver: true, siteUrl });
    // Still pending an hour on: the provider holds them (a fraud review) or cannot be reached.
    const stale = await pendingOrdersCreatedBefore(minutesAgo(60), batchSize);
    countPayment('staleOrders', stale.length);
    const stuck = await refundingOrdersSince(minutesAgo(stuckRefundMinutes), batchSize);
    for (const order of stuck) await settleStuckRefund(order, now);
    logger.info('Pending orders reconciled', {
      due: due.length,
      stillPendingAfterAnHour: stale.length,
      stuckRefunds: stuck.length,
    });
  } finally {
    publishPaymentMetrics();
  }
}
