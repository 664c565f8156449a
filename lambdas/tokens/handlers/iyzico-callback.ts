/**
 * POST /payments/iyzico/callback: iyzico's payment page posts the browser here with the checkout token. Nothing
 * the browser sends is trusted: the token must be one we issued, and the payment is what iyzico reports for it,
 * signed. The browser then goes to the Tokens page, which shows the order as it now stands.
 */
import * as api from '../../contracts/endpoints/tokens';
import { clock } from '../../platform/clock';
import { requiredEnv } from '../../platform/env';
import { logger } from '../../platform/logger';
import { httpRoute } from '../../platform/route';
import { awaitsPayment } from '../orders';
import { orderOfCheckoutToken } from '../orders-table';
import { countPayment, publishPaymentMetrics } from '../payment-metrics';
import { settleFromProvider } from '../settlement';
import { tokensPageUrl } from '../../contracts/tokens';

const siteUrl = requiredEnv('SITE_URL');

const redirectTo = (location: string) => ({
  statusCode: 303,
  headers: { location, 'cache-control': 'no-store' },
});

export const handler = httpRoute(api.iyzicoCallback, async ({ body, sourceIp }) => {
  try {
    const order = await orderOfCheckoutToken(body.token);
    if (!order) {
      countPayment('verificationFailures');
      logger.warn('Callback with a token we never issued', { sourceIp });
      return redirectTo(tokensPageUrl(siteUrl, { payment: 'unknown' }));
    }
    if (awaitsPayment(order)) {
      await settleFromProvider(order, clock.now(), { checkoutOver: false, buyerIp: sourceIp, siteUrl });
    }
    return redirectTo(tokensPageUrl(siteUrl, { order: order.orderId }));
  } finally {
    publishPaymentMetrics();
  }
});
