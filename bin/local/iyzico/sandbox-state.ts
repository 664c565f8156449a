/**
 * What the sandbox remembers, in memory for the life of the local stack (as a real sandbox account would, a
 * restart starts it empty): checkout tokens and where each stands, payments with their item transactions and
 * refunds, and stored cards.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { cardDetails, type CardOutcome, type IyzicoError } from './cards';
import { decimal, type Locale } from './protocol';

/** iyzico's Checkout Form token lives 30 minutes (`tokenExpireTime: 1800`). */
export const checkoutTokenSeconds = 1800;

export interface BasketItem {
  readonly id: string;
  /** what the shopper buys, as the payment page names it */
  readonly name: string;
  readonly units: number;
}

/** Where a checkout's shopper is: entering the card, at the 3-D Secure code, or done (paid or failed). */
export type CheckoutStep =
  | { readonly kind: 'card' }
  | {
      readonly kind: 'threeDs';
      readonly code: string;
      readonly cardNumber: string;
      readonly registerCard: boolean;
    }
  | { readonly kind: 'done'; readonly paymentId: string };

/** What is being paid for, as a checkout or a payment request carries it. */
export interface Order {
  readonly conversationId?: string;
  readonly basketId: string;
  readonly currency: string;
  readonly priceUnits: number;
  readonly paidPriceUnits: number;
  readonly items: readonly BasketItem[];
}

export interface Checkout extends Order {
  readonly token: string;
  readonly locale: Locale;
  readonly callbackUrl: string;
  readonly cardUserKey?: string;
  readonly expiresAt: Date;
  step: CheckoutStep;
}

export interface ItemTransaction {
  readonly itemId: string;
  readonly paymentTransactionId: string;
  readonly units: number;
  refundedUnits: number;
}

export interface Payment {
  readonly paymentId: string;
  readonly status: 'SUCCESS' | 'FAILURE';
  readonly conversationId?: string;
  readonly basketId: string;
  readonly currency: string;
  readonly priceUnits: number;
  readonly paidPriceUnits: number;
  readonly cardNumber: string;
  readonly refundable: boolean;
  readonly fraudStatus: number;
  readonly mdStatus: number;
  readonly error?: IyzicoError;
  readonly transactions: readonly ItemTransaction[];
  readonly storedCard?: StoredCard;
}

export interface StoredCard {
  readonly cardUserKey: string;
  readonly cardToken: string;
  readonly cardAlias: string;
  readonly cardNumber: string;
}

export interface PaymentRequest extends Order {
  readonly cardNumber: string;
  readonly outcome: CardOutcome;
  /** a card to store when the payment succeeds, under this card user (a new one when undefined) */
  readonly storeCard?: { readonly cardUserKey?: string };
}

/** iyzico's ids are numeric strings. */
let lastId = 20_000_000;
const nextId = () => String((lastId += 1));

export class SandboxState {
  readonly checkouts = new Map<string, Checkout>();
  readonly payments = new Map<string, Payment>();
  private readonly cards = new Map<string, StoredCard>();

  newCheckout(fields: Omit<Checkout, 'token' | 'step'>): Checkout {
    const checkout: Checkout = { ...fields, token: randomUUID(), step: { kind: 'card' } };
    this.checkouts.set(checkout.token, checkout);
    return checkout;
  }

  /** The one-time code the 3-D Secure step shows and asks for. */
  static oneTimeCode(): string {
    return String(randomInt(100_000, 1_000_000));
  }

  recordPayment(request: PaymentRequest): Payment {
    const { outcome } = request;
    const paid = outcome.kind === 'success';
    const payment: Payment = {
      paymentId: nextId(),
      status: paid ? 'SUCCESS' : 'FAILURE',
      conversationId: request.conversationId,
      basketId: request.basketId,
      currency: request.currency,
      priceUnits: request.priceUnits,
      paidPriceUnits: request.paidPriceUnits,
      cardNumber: request.cardNumber,
      refundable: paid && outcome.refundable,
      fraudStatus: outcome.kind === 'declined' ? outcome.fraudStatus : 1,
      mdStatus: outcome.kind === 'threeDsFailed' ? outcome.mdStatus : 1,
      error: paid ? undefined : outcome.error,
      transactions: request.items.map((item) => ({
        itemId: item.id,
        paymentTransactionId: nextId(),
        units: item.units,
        refundedUnits: 0,
      })),
      storedCard:
        paid && request.storeCard
          ? this.storeCard(request.cardNumber, request.storeCard.cardUserKey)
          : undefined,
    };
    this.payments.set(payment.paymentId, payment);
    return payment;
  }

  /** Stores a card under `cardUserKey`, or under a new card user when none is given. */
  storeCard(cardNumber: string, cardUserKey?: string, cardAlias = 'Kartım'): StoredCard {
    const card: StoredCard = {
      cardUserKey: cardUserKey ?? randomUUID(),
      cardToken: randomUUID(),
      cardAlias,
      cardNumber,
    };
    this.cards.set(card.cardToken, card);
    return card;
  }

  storedCard(cardUserKey: string, cardToken: string): StoredCard | undefined {
    const card = this.cards.get(cardToken);
    return card?.cardUserKey === cardUserKey ? card : undefined;
  }

  cardsOf(cardUserKey: string): StoredCard[] {
    return [...this.cards.values()].filter((card) => card.cardUserKey === cardUserKey);
  }

  itemTransaction(paymentTransactionId: string): { payment: Payment; item: ItemTransaction } | undefined {
    for (const payment of this.payments.values()) {
      const item = payment.transactions.find((each) => each.paymentTransactionId === paymentTransactionId);
      if (item) return { payment, item };
    }
    return undefined;
  }
}

/** A payment as iyzico's payment and Checkout Form results describe it (unsigned). */
export function paymentFields(payment: Payment) {
  const paid = payment.status === 'SUCCESS';
  return {
    price: decimal(payment.priceUnits),
    paidPrice: decimal(payment.paidPriceUnits),
    installment: 1,
    paymentId: payment.paymentId,
    fraudStatus: payment.fraudStatus,
    basketId: payment.basketId,
    currency: payment.currency,
    ...cardDetails(payment.cardNumber),
    mdStatus: payment.mdStatus,
    phase: 'AUTH',
    ...(paid
      ? { authCode: String(randomInt(100_000, 1_000_000)), hostReference: 'mock00007iyzihostrfn' }
      : {
          errorCode: payment.error?.code,
          errorGroup: payment.error?.group,
        }),
    ...(payment.storedCard
      ? { cardUserKey: payment.storedCard.cardUserKey, cardToken: payment.storedCard.cardToken }
      : {}),
    itemTransactions: payment.transactions.map((item) => ({
      itemId: item.itemId,
      paymentTransactionId: item.paymentTransactionId,
      transactionStatus: paid ? 2 : 0,
      price: decimal(item.units),
      paidPrice: decimal(item.units),
    })),
  };
}
