/**
 * POST /private/tokens/checkout: opens a pending order for a package and the provider's payment page for it. The
 * order exists before the provider is called, so a payment page always has an order to settle; it keeps the
 * contracts the buyer accepted (the body's schema refuses a checkout without the acceptance), rendered from the
 * same facts the checkout dialog showed them from.
 */
import * as api from '../../contracts/endpoints/tokens';
import { profileRefusals, tokenRefusals } from '../../contracts/refusals';
import { contractBuyerOf } from '../../contracts/sale-contracts';
import { tokenPackageById } from '../../contracts/tokens';
import { clock } from '../../platform/clock';
import { requiredEnv } from '../../platform/env';
import { refusal } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { httpRoute } from '../../platform/route';
import { refuseUnlessAdult } from '../../profile/age';
import { getProfile } from '../../profile/profiles-table';
import { autoRefillOf } from '../auto-refill-table';
import { buyerOf } from '../buyer';
import { startCheckout } from '../iyzico';
import { newOrder } from '../orders';
import { attachCheckoutToken, putNewOrder, settleUnpaid } from '../orders-table';
import { seller } from '../../platform/seller';

const callbackUrl = `${requiredEnv('SITE_URL').replace(/\/$/, '')}${api.iyzicoCallback.path}`;

export const handler = httpRoute(api.startCheckout, async ({ userId, body, sourceIp }) => {
  if (body.method === 'paypal') throw refusal(400, tokenRefusals, 'PAYPAL_UNAVAILABLE');
  const [profile, autoRefill] = await Promise.all([getProfile(userId), autoRefillOf(userId)]);
  if (!profile) throw refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');
  const now = clock.now();
  refuseUnlessAdult(profile, now);

  const order = newOrder(userId, body.packageId, body.method, now, {
    seller,
    buyer: contractBuyerOf(profile),
    autoRefill: false,
  });
  await putNewOrder(order);
  let checkout;
  try {
    checkout = await startCheckout({
      orderId: order.orderId,
      price: order.price,
      currency: order.currency,
      itemName: tokenPackageById(order.packageId).name,
      buyer: buyerOf(profile, sourceIp),
      callbackUrl,
      // With auto-refill on, the payment page offers to save the card (to the buyer's card user, if one exists).
      ...(autoRefill.settings.enabled ? { registerCard: { cardUserKey: autoRefill.card?.cardUserKey } } : {}),
    });
  } catch (error) {
    logger.error('Checkout not started', { orderId: order.orderId, error: error as Error });
    await settleUnpaid(order, 'failed', tokenRefusals.PROVIDER_UNAVAILABLE, now.toISOString());
    throw refusal(502, tokenRefusals, 'PROVIDER_UNAVAILABLE');
  }
  await attachCheckoutToken(order, checkout.token);
  return { statusCode: 201, body: { orderId: order.orderId, paymentPageUrl: checkout.paymentPageUrl } };
});
