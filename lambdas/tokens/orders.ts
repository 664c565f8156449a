/**
 * Orders of token packages: what an order is, and the one judgement of a payment the provider reports, shared by
 * the browser's callback and the reconciliation job so both settle an order the same way.
 */
import { randomBytes } from 'node:crypto';
import {
  checkoutLifetimeMinutes,
  refundWindowDays,
  tokenPackageById,
  type OrderStatus,
  type PaymentCurrency,
  type PaymentMethod,
  type TokenOrder,
  type TokenPackageId,
} from '../contracts/tokens';
import type { ContractBuyer } from '../contracts/sale-contracts';
import type { Seller } from '../contracts/seller';
import type { PaymentOutcome } from './iyzico';
import { dueIndexAttributeNames } from './keys';
import { acceptedContract, type StoredContract } from './order-contract';

export interface OrderRecord {
  userId: string;
  orderId: string;
  packageId: TokenPackageId;
  /** the package's tokens, bonus excluded */
  tokens: number;
  bonusTokens: number;
  validityDays: number;
  price: string;
  currency: PaymentCurrency;
  method: PaymentMethod;
  status: OrderStatus;
  createdAt: string;
  /** the provider's checkout token, once its payment page exists */
  checkoutToken?: string;
  paidAt?: string;
  paymentId?: string;
  paymentTransactionIds?: string[];
  /** the provider's type of the card paid with (a prepaid card takes no refunds) */
  cardType?: string;
  failureReason?: string;
  /** when the order went `refunding` (reconciliation settles one left there) */
  refundStartedAt?: string;
  refundedAt?: string;
  /** charged by auto-refill to the stored card, not bought on the payment page */
  autoRefill?: boolean;
  /** the contracts the buyer accepted; orders opened before they were kept have none */
  contract?: StoredContract;
}

/** Who sells to whom: the parties the order's contracts name. */
export interface OrderParties {
  seller: Seller;
  buyer: ContractBuyer;
  /** a refill charged to the stored card, under the terms agreed to by turning auto-refill on */
  autoRefill: boolean;
}

const dayMs = 24 * 60 * 60 * 1000;

/** An order item as stored, without its keys and index attributes. */
export function orderRecordOf(item: Record<string, unknown>): OrderRecord {
  const record: Record<string, unknown> = { ...item };
  for (const name of ['pk', 'sk', ...dueIndexAttributeNames]) delete record[name];
  return record as unknown as OrderRecord;
}

/**
 * A new pending order, with its contracts accepted now. Its id starts with its creation time (so a user's orders
 * sort by it) and ends in random letters; it is also the basket id the provider echoes back.
 */
export function newOrder(
  userId: string,
  packageId: TokenPackageId,
  method: PaymentMethod,
  now: Date,
  parties: OrderParties,
): OrderRecord {
  const tokenPackage = tokenPackageById(packageId);
  const time = now.toISOString().replace(/\D/g, '').slice(0, 17);
  return {
    userId,
    orderId: `${time}${randomBytes(8).toString('hex')}`,
    packageId,
    tokens: tokenPackage.tokens,
    bonusTokens: tokenPackage.bonusTokens,
    validityDays: tokenPackage.validityDays,
    price: tokenPackage.price,
    currency: tokenPackage.currency,
    method,
    status: 'pending',
    createdAt: now.toISOString(),
    ...(parties.autoRefill ? { autoRefill: true } : {}),
    contract: acceptedContract({ ...parties, tokenPackage, method, at: now }),
  };
}

/** When the tokens of an order paid at `paidAt` expire. */
export const tokensExpireAt = (order: OrderRecord, paidAt: string): string =>
  new Date(Date.parse(paidAt) + order.validityDays * dayMs).toISOString();

/** A checkout the provider may still report paid: waiting for its payment, or given up by the buyer. */
export const awaitsPayment = (order: OrderRecord): boolean =>
  order.status === 'pending' || order.status === 'cancelled';

/** Until when (epoch ms) a checkout's payment page takes a payment. */
const payableUntil = (order: OrderRecord): number =>
  Date.parse(order.createdAt) + checkoutLifetimeMinutes * 60_000;

/** What the provider's report of a payment means for an order. */
export type PaymentVerdict =
  | { verdict: 'paid'; paymentId: string; paymentTransactionIds: string[]; cardType?: string }
  | { verdict: 'failed'; reason: string }
  /** the provider holds the payment for a fraud review: decide later */
  | { verdict: 'wait' }
  /** the report does not belong to this order or names other money: never credit, and tell operations */
  | { verdict: 'mismatch'; detail: string };

export const fraudRefusedReason = 'Ödeme, dolandırıcılık kontrolünden geçmedi.';
export const unpaidReason = 'Ödeme tamamlanmadı.';

/**
 * Judges a report the provider signed (its signature already checked by the client): paid only when the payment
 * succeeded, passed the fraud check, is for this order's basket, and is exactly this order's price and currency.
 */
export function judgePayment(order: OrderRecord, outcome: PaymentOutcome): PaymentVerdict {
  if (!outcome.paid) return { verdict: 'failed', reason: outcome.errorMessage || unpaidReason };
  if (outcome.basketId !== order.orderId) {
    return { verdict: 'mismatch', detail: `basket ${outcome.basketId} is not order ${order.orderId}` };
  }
  const amountsMatch =
    sameAmount(outcome.price, order.price) &&
    sameAmount(outcome.paidPrice, order.price) &&
    outcome.currency === order.currency;
  if (!amountsMatch) {
    return {
      verdict: 'mismatch',
      detail: `paid ${outcome.paidPrice} (price ${outcome.price}) ${outcome.currency}, order is ${order.price} ${order.currency}`,
    };
  }
  if (outcome.fraudStatus === 0) return { verdict: 'wait' };
  if (outcome.fraudStatus !== 1) return { verdict: 'failed', reason: fraudRefusedReason };
  if (!outcome.paymentId) return { verdict: 'mismatch', detail: 'a paid report without a payment id' };
  return {
    verdict: 'paid',
    paymentId: outcome.paymentId,
    paymentTransactionIds: outcome.paymentTransactionIds,
    ...(outcome.cardType ? { cardType: outcome.cardType } : {}),
  };
}

/** "17.99", "17.990" and 17.99 name the same money; anything unreadable names none. */
function sameAmount(reported: string | undefined, expected: string): boolean {
  if (reported === undefined || !/^\d+(\.\d+)?$/.test(reported)) return false;
  return Math.round(Number(reported) * 100) === Math.round(Number(expected) * 100);
}

/** Banks take no refunds to a prepaid card: a purchase paid with one is never offered a refund to it. */
export const refundsToCard = (order: OrderRecord): boolean => order.cardType !== 'PREPAID_CARD';

/** Until when (epoch ms) a paid order may be returned: the withdrawal window from its payment. */
export const refundableUntil = (order: OrderRecord): number | undefined =>
  order.paidAt === undefined ? undefined : Date.parse(order.paidAt) + refundWindowDays * dayMs;

/** The order as its buyer sees it at `now` (whether it may still be returned depends on it). */
export function toTokenOrder(order: OrderRecord, now: Date): TokenOrder {
  const until = refundableUntil(order);
  const tokenPackage = tokenPackageById(order.packageId);
  return {
    id: order.orderId,
    packageId: order.packageId,
    packageName: tokenPackage.name,
    tokens: order.tokens + order.bonusTokens,
    price: order.price,
    currency: order.currency,
    method: order.method,
    autoRefill: order.autoRefill === true,
    status: order.status,
    createdAt: order.createdAt,
    ...(order.paidAt ? { paidAt: order.paidAt } : {}),
    ...(order.failureReason ? { failureReason: order.failureReason } : {}),
    ...(order.refundedAt ? { refundedAt: order.refundedAt } : {}),
    ...(order.status === 'paid' && !refundsToCard(order) ? { cardTakesNoRefunds: true } : {}),
    ...(order.status === 'paid' && refundsToCard(order) && until !== undefined && until > now.getTime()
      ? { refundableUntil: new Date(until).toISOString() }
      : {}),
    // A refill is charged at once: there is no payment page to give up.
    ...(order.status === 'pending' && !order.autoRefill
      ? { payableUntil: new Date(payableUntil(order)).toISOString() }
      : {}),
    ...(order.contract ? { contractKept: true } : {}),
  };
}
