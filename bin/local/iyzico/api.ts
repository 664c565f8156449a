/**
 * The sandbox's JSON endpoints, each a function from the (already authenticated) request body to iyzico's answer:
 * Checkout Form initialize and retrieve, a non-3DS payment with a stored card, a payment's record, refund, and card
 * storage.
 */
import {
  signedFields,
  responseSignature,
  type SignedResponse,
} from '../../../lambdas/tokens/iyzico-signature';
import { cardDetails, refundNotPermitted, testCard } from './cards';
import {
  decimal,
  envelope,
  failureBody,
  localeOf,
  minorUnits,
  requestErrors,
  sandboxMerchant,
  type Locale,
} from './protocol';
import {
  checkoutTokenSeconds,
  paymentFields,
  type BasketItem,
  type SandboxState,
  type StoredCard,
} from './sandbox-state';

type Body = Readonly<Record<string, unknown>>;

export interface ApiContext {
  readonly state: SandboxState;
  readonly now: () => Date;
  /** where the hosted payment pages are served */
  readonly baseUrl: string;
}

function signed(response: SignedResponse, body: Body): Body {
  if (!signedFields[response].every((field) => body[field] !== undefined)) return body;
  return { ...body, signature: responseSignature(response, body, sandboxMerchant.secretKey) };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The request's price, paid price and basket, in minor units; undefined when any is missing or wrong. */
function amounts(
  body: Body,
): { priceUnits: number; paidPriceUnits: number; items: BasketItem[] } | undefined {
  const priceUnits = minorUnits(body.price);
  const paidPriceUnits = minorUnits(body.paidPrice);
  const basket = Array.isArray(body.basketItems) ? (body.basketItems as Body[]) : [];
  const items = basket.map((item) => ({
    id: text(item.id),
    name: text(item.name),
    units: minorUnits(item.price),
  }));
  if (!priceUnits || !paidPriceUnits || items.length === 0) return undefined;
  if (items.some((item) => !item.id || !item.name || !item.units)) return undefined;
  return { priceUnits, paidPriceUnits, items: items as BasketItem[] };
}

const buyerComplete = (buyer: unknown): boolean =>
  typeof buyer === 'object' &&
  buyer !== null &&
  ['id', 'name', 'surname', 'identityNumber', 'email', 'registrationAddress', 'city', 'country', 'ip'].every(
    (field) => text((buyer as Body)[field]),
  );

function invalid(body: Body, locale: Locale): Body | undefined {
  const money = amounts(body);
  if (!money || !text(body.currency) || !buyerComplete(body.buyer)) {
    return failureBody(requestErrors.invalidRequest, locale, body.conversationId);
  }
  const basketTotal = money.items.reduce((sum, item) => sum + item.units, 0);
  if (basketTotal !== money.priceUnits) {
    return failureBody(requestErrors.basketTotalMismatch, locale, body.conversationId);
  }
  return undefined;
}

export function initializeCheckoutForm(body: Body, context: ApiContext): Body {
  const locale = localeOf(body);
  const callbackUrl = text(body.callbackUrl);
  const refusal = invalid(body, locale);
  if (refusal || !callbackUrl) {
    return refusal ?? failureBody(requestErrors.invalidRequest, locale, body.conversationId);
  }
  const checkout = context.state.newCheckout({
    locale,
    conversationId: text(body.conversationId),
    basketId: text(body.basketId) ?? '',
    currency: String(body.currency),
    ...amounts(body)!,
    callbackUrl,
    cardUserKey: text(body.cardUserKey),
    expiresAt: new Date(context.now().getTime() + checkoutTokenSeconds * 1000),
  });
  const paymentPageUrl = `${context.baseUrl}/checkout/${checkout.token}`;
  return signed('checkoutFormInitialize', {
    status: 'success',
    ...envelope(locale, body.conversationId),
    token: checkout.token,
    // iyzico's content is a script that mounts its form; the sandbox's sends the browser to the hosted page.
    checkoutFormContent: `<script>window.location.assign(${JSON.stringify(paymentPageUrl)});</script>`,
    tokenExpireTime: checkoutTokenSeconds,
    paymentPageUrl,
  });
}

export function retrieveCheckoutForm(body: Body, context: ApiContext): Body {
  const locale = localeOf(body);
  const checkout = context.state.checkouts.get(String(body.token));
  const payment =
    checkout?.step.kind === 'done' ? context.state.payments.get(checkout.step.paymentId) : undefined;
  if (!checkout || !payment) return failureBody(requestErrors.invalidRequest, locale, body.conversationId);
  return signed('checkoutFormRetrieve', {
    status: 'success',
    ...envelope(locale, body.conversationId),
    ...paymentFields(payment),
    ...(payment.error ? { errorMessage: payment.error.message[locale] } : {}),
    paymentStatus: payment.status,
    token: checkout.token,
    callbackUrl: checkout.callbackUrl,
  });
}

/** A non-3DS payment; the sandbox takes only stored cards (`paymentCard: {cardUserKey, cardToken}`). */
export function createPayment(body: Body, context: ApiContext): Body {
  const locale = localeOf(body);
  const refusal = invalid(body, locale);
  if (refusal) return refusal;
  const paymentCard = (body.paymentCard ?? {}) as Body;
  const card = context.state.storedCard(String(paymentCard.cardUserKey), String(paymentCard.cardToken));
  const outcome = card && testCard(card.cardNumber)?.outcome;
  if (!card || !outcome) return failureBody(requestErrors.invalidRequest, locale, body.conversationId);
  // Without 3-D Secure its outcomes do not apply: those cards pay.
  const charged = outcome.kind.startsWith('threeDs')
    ? ({ kind: 'success', refundable: true } as const)
    : outcome;
  const payment = context.state.recordPayment({
    conversationId: text(body.conversationId),
    basketId: text(body.basketId) ?? '',
    currency: String(body.currency),
    ...amounts(body)!,
    cardNumber: card.cardNumber,
    outcome: charged,
  });
  if (payment.error) return failureBody(payment.error, locale, body.conversationId);
  return signed('payment', {
    status: 'success',
    ...envelope(locale, body.conversationId),
    ...paymentFields(payment),
    cardUserKey: card.cardUserKey,
    cardToken: card.cardToken,
  });
}

export function refund(body: Body, context: ApiContext): Body {
  const locale = localeOf(body);
  const found = context.state.itemTransaction(String(body.paymentTransactionId));
  const units = minorUnits(body.price);
  if (!found || !units || found.payment.status !== 'SUCCESS' || body.currency !== found.payment.currency) {
    return failureBody(requestErrors.invalidRequest, locale, body.conversationId);
  }
  if (!found.payment.refundable) {
    return failureBody(refundNotPermitted, locale, body.conversationId);
  }
  if (found.item.refundedUnits + units > found.item.units) {
    return failureBody(requestErrors.invalidRequest, locale, body.conversationId);
  }
  found.item.refundedUnits += units;
  return signed('refund', {
    status: 'success',
    ...envelope(locale, body.conversationId),
    paymentId: found.payment.paymentId,
    paymentTransactionId: found.item.paymentTransactionId,
    price: decimal(units),
    currency: found.payment.currency,
    hostReference: 'mock00007iyzihostrfn',
  });
}

/** A payment's record (`/payment/detail`), with how much of it was refunded. */
export function retrievePayment(body: Body, context: ApiContext): Body {
  const locale = localeOf(body);
  const payment = context.state.payments.get(String(body.paymentId));
  if (!payment) return failureBody(requestErrors.invalidRequest, locale, body.conversationId);
  const refundedUnits = payment.transactions.reduce((sum, item) => sum + item.refundedUnits, 0);
  const paymentRefundStatus =
    refundedUnits === 0
      ? 'NOT_REFUNDED'
      : refundedUnits < payment.priceUnits
        ? 'PARTIALLY_REFUNDED'
        : 'TOTALLY_REFUNDED';
  return signed('payment', {
    status: 'success',
    ...envelope(locale, body.conversationId),
    ...paymentFields(payment),
    paymentStatus: payment.status,
    paymentRefundStatus,
  });
}

function storedCardFields(card: StoredCard) {
  return {
    cardToken: card.cardToken,
    cardAlias: card.cardAlias,
    ...cardDetails(card.cardNumber),
    cardBankName: 'Sandbox Bank',
    cardBankCode: 0,
  };
}

/** Card storage without a payment: a new card user, or a card added to `cardUserKey`. Only test cards. */
export function createCard(body: Body, context: ApiContext): Body {
  const locale = localeOf(body);
  const card = (body.card ?? {}) as Body;
  const cardNumber = String(card.cardNumber ?? '');
  if (!testCard(cardNumber)) return failureBody(requestErrors.invalidRequest, locale, body.conversationId);
  const stored = context.state.storeCard(cardNumber, text(body.cardUserKey), text(card.cardAlias));
  return {
    status: 'success',
    ...envelope(locale, body.conversationId),
    ...(text(body.externalId) ? { externalId: body.externalId } : {}),
    ...(text(body.email) ? { email: body.email } : {}),
    cardUserKey: stored.cardUserKey,
    ...storedCardFields(stored),
  };
}

export function listCards(body: Body, context: ApiContext): Body {
  const locale = localeOf(body);
  const cardUserKey = String(body.cardUserKey);
  return {
    status: 'success',
    ...envelope(locale, body.conversationId),
    cardUserKey,
    cardDetails: context.state.cardsOf(cardUserKey).map(storedCardFields),
  };
}
