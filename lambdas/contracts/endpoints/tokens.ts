/** The tokens feature's endpoints: the balance card, buying a package, the provider's callback, the history. */
import { endpoint } from '../endpoint';
import {
  autoRefillSchema,
  checkoutSchema,
  historyQuerySchema,
  orderIdParamsSchema,
  paymentCallbackSchema,
  type AutoRefillState,
  type CheckoutAnswer,
  type OrderContract,
  type TokenHistoryPage,
  type TokenOrder,
  type TokenOverview,
} from '../tokens';

/** The balance card (current, lifetime earned and spent, next expiry), the packages and the auto-refill settings. */
export const getTokens = /* @__PURE__ */ endpoint<TokenOverview>()({
  method: 'GET',
  path: '/private/tokens',
});

/**
 * Opens an order for a package and the provider's payment page for it, once the buyer has accepted the contracts;
 * the texts accepted are kept with the order.
 */
export const startCheckout = /* @__PURE__ */ endpoint<CheckoutAnswer>()({
  method: 'POST',
  path: '/private/tokens/checkout',
  body: checkoutSchema,
  rateLimit: { limit: 10, windowSeconds: 600 },
});

/**
 * Where iyzico's payment page posts the browser back (form-encoded `token`, no bearer token). The handler trusts
 * nothing it is sent: it asks iyzico what happened, then redirects the browser to the Tokens page.
 */
export const iyzicoCallback = /* @__PURE__ */ endpoint<never>()({
  method: 'POST',
  path: '/payments/iyzico/callback',
  access: 'public',
  bodyFormat: 'form',
  body: paymentCallbackSchema,
  answerFormat: 'raw',
  rateLimit: { limit: 30, windowSeconds: 600, perSecret: { in: 'body', name: 'token' } },
});

/** One of the caller's orders: what the Tokens page shows when the payment page sends the buyer back. */
export const getTokenOrder = /* @__PURE__ */ endpoint<TokenOrder>()({
  method: 'GET',
  path: '/private/tokens/orders/{orderId}',
  params: orderIdParamsSchema,
});

/**
 * The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi the buyer accepted for one of their orders, as
 * stored with it (and sent with the receipt).
 */
export const getOrderContract = /* @__PURE__ */ endpoint<OrderContract>()({
  method: 'GET',
  path: '/private/tokens/orders/{orderId}/contract',
  params: orderIdParamsSchema,
});

/**
 * Takes back a paid order whose tokens are all unspent, within the withdrawal window: the money goes back to the
 * card and the tokens leave the balance.
 */
export const refundTokenOrder = /* @__PURE__ */ endpoint<TokenOrder>()({
  method: 'POST',
  path: '/private/tokens/orders/{orderId}/refund',
  params: orderIdParamsSchema,
  rateLimit: { limit: 10, windowSeconds: 3600 },
});

/**
 * Gives up a checkout still waiting for its payment. A payment already made, or made on the payment page after
 * this, is credited all the same: the answer is the order as it then stands.
 */
export const cancelTokenOrder = /* @__PURE__ */ endpoint<TokenOrder>()({
  method: 'POST',
  path: '/private/tokens/orders/{orderId}/cancel',
  params: orderIdParamsSchema,
  rateLimit: { limit: 30, windowSeconds: 3600 },
});

/**
 * Saves auto-refill: on or off, the balance below which a debit buys the package again, and which package. It
 * charges the card saved on iyzico's payment page; the answer says whether one is saved.
 */
export const saveAutoRefill = /* @__PURE__ */ endpoint<AutoRefillState>()({
  method: 'PUT',
  path: '/private/tokens/auto-refill',
  body: autoRefillSchema,
  rateLimit: { limit: 30, windowSeconds: 3600 },
});

/** The caller's orders and ledger entries, newest first, a page at a time. */
export const getTokenHistory = /* @__PURE__ */ endpoint<TokenHistoryPage>()({
  method: 'GET',
  path: '/private/tokens/history',
  query: historyQuerySchema,
});
