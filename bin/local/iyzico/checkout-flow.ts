/**
 * The shopper's way through the hosted payment page: the card form (checked, with Turkish messages), the 3-D
 * Secure code, then the return to the merchant's callback URL whatever the outcome. Each step answers the page to
 * show and its HTTP status.
 */
import { testCard } from './cards';
import {
  callbackPage,
  cardPage,
  expiredPage,
  notFoundPage,
  threeDsPage,
  type CardFormErrors,
  type CardFormValues,
} from './payment-page';
import { SandboxState, type Checkout } from './sandbox-state';

export interface PageAnswer {
  readonly status: number;
  readonly html: string;
}

/** The checkout whose page was asked for, or the page that says why there is none to pay. */
function openCheckout(state: SandboxState, token: string, now: Date): Checkout | PageAnswer {
  const checkout = state.checkouts.get(token);
  if (!checkout) return { status: 404, html: notFoundPage() };
  if (checkout.step.kind !== 'done' && now >= checkout.expiresAt) return { status: 410, html: expiredPage() };
  return checkout;
}

const isAnswer = (value: Checkout | PageAnswer): value is PageAnswer => 'html' in value;

export function showCheckout(state: SandboxState, token: string, now: Date): PageAnswer {
  const checkout = openCheckout(state, token, now);
  if (isAnswer(checkout)) return checkout;
  switch (checkout.step.kind) {
    case 'card':
      return { status: 200, html: cardPage(checkout) };
    case 'threeDs':
      return { status: 200, html: threeDsPage(checkout, checkout.step.code) };
    case 'done':
      return { status: 200, html: callbackPage(checkout) };
  }
}

function cardFormErrors(values: CardFormValues, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  if ((values.cardHolderName ?? '').trim().length < 2) errors.cardHolderName = 'Kart sahibinin adını yazın.';
  const number = (values.cardNumber ?? '').replace(/\s/g, '');
  if (!/^\d{16}$/.test(number)) errors.cardNumber = 'Kart numarası 16 haneli olmalı.';
  else if (!testCard(number)) {
    errors.cardNumber = 'Bu kart sandbox’ta tanımlı değil: aşağıdaki test kartlarından birini kullanın.';
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry ?? '');
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Son kullanma tarihini AA/YY biçiminde yazın.';
  else if (new Date(Date.UTC(2000 + Number(expiry[2]), month)) <= now) {
    errors.expiry = 'Kartın son kullanma tarihi geçmiş.';
  }
  if (!/^\d{3}$/.test(values.cvc ?? '')) errors.cvc = 'CVC üç haneli olmalı.';
  return errors;
}

/** Pays the checkout with the card, storing it when asked, and moves it to its return page. */
function complete(
  state: SandboxState,
  checkout: Checkout,
  cardNumber: string,
  registerCard: boolean,
): PageAnswer {
  const { conversationId, basketId, currency, priceUnits, paidPriceUnits, items } = checkout;
  const payment = state.recordPayment({
    conversationId,
    basketId,
    currency,
    priceUnits,
    paidPriceUnits,
    items,
    cardNumber,
    outcome: testCard(cardNumber)!.outcome,
    storeCard: registerCard ? { cardUserKey: checkout.cardUserKey } : undefined,
  });
  checkout.step = { kind: 'done', paymentId: payment.paymentId };
  return { status: 200, html: callbackPage(checkout) };
}

export function submitCard(
  state: SandboxState,
  token: string,
  values: CardFormValues,
  now: Date,
): PageAnswer {
  const checkout = openCheckout(state, token, now);
  if (isAnswer(checkout)) return checkout;
  if (checkout.step.kind !== 'card') return showCheckout(state, token, now);
  const errors = cardFormErrors(values, now);
  if (Object.keys(errors).length) return { status: 400, html: cardPage(checkout, values, errors) };

  const cardNumber = values.cardNumber!.replace(/\s/g, '');
  const registerCard = values.registerCard === '1';
  if (testCard(cardNumber)!.outcome.kind === 'threeDsNotStarted') {
    return complete(state, checkout, cardNumber, registerCard);
  }
  const code = SandboxState.oneTimeCode();
  checkout.step = { kind: 'threeDs', code, cardNumber, registerCard };
  return { status: 200, html: threeDsPage(checkout, code) };
}

export function submitThreeDsCode(state: SandboxState, token: string, code: string, now: Date): PageAnswer {
  const checkout = openCheckout(state, token, now);
  if (isAnswer(checkout)) return checkout;
  const { step } = checkout;
  if (step.kind !== 'threeDs') return showCheckout(state, token, now);
  if (code.trim() !== step.code) {
    const error = 'Doğrulama kodu yanlış: ekranda gösterilen 6 haneli kodu yazın.';
    return { status: 400, html: threeDsPage(checkout, step.code, error) };
  }
  return complete(state, checkout, step.cardNumber, step.registerCard);
}
