/**
 * Invoices through a transactional outbox, as e-mails go (lambdas/email/outbox.ts): the order's `paid` transaction
 * writes the request of its e-Arşiv invoice, and its refund's transaction the request of the invoice's
 * cancellation, each keyed by the order (keys.ts), so a replayed callback or a refund recorded twice collides with
 * the item it wrote the first time. The issuer (issuing.ts) sends each new one to the integrator from the stream,
 * and the retry job tries again what the integrator did not take.
 *
 * The request holds everything the invoice says that is known at the sale: the line and the amounts at the KDV
 * rate then in force, so a retry days later issues the same document.
 */
import { kdvSplit } from '../contracts/kdv';
import { tokenPackageById } from '../contracts/tokens';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import type { OrderRecord } from '../tokens/orders';
import { ettnOf } from './ettn';
import type { CancellationRecord, InvoiceRecord } from './invoice-record';
import { dueInvoiceIndexAttributes, invoiceDocumentKey, type InvoiceDocumentKind } from './keys';
import { firstAttemptDue } from './retry-schedule';

/**
 * Kept 10 years after the end of the year of the sale (TTK article 82; VUK article 253 asks 5), then the table's
 * time to live removes it. An account deletion leaves it: keeping it is a legal obligation (KVKK article 5/2-ç).
 */
export const invoiceRetentionYears = 10;

const keptUntil = (at: string) =>
  Math.floor(Date.UTC(new Date(at).getUTCFullYear() + invoiceRetentionYears + 1, 0, 1) / 1000);

function requestPut(kind: InvoiceDocumentKind, record: InvoiceRecord | CancellationRecord): TransactionItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...invoiceDocumentKey(record.orderId, kind),
        ...record,
        ...dueInvoiceIndexAttributes(firstAttemptDue(record.requestedAt), record.orderId, kind),
        [timeToLiveAttribute]: keptUntil(record.requestedAt),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** What every new request says: the order, the invoice's ETTN, not tried yet. */
const newRequest = (order: OrderRecord, at: string) => ({
  orderId: order.orderId,
  userId: order.userId,
  ettn: ettnOf(order.orderId),
  status: 'requested' as const,
  requestedAt: at,
  attempts: 0,
});

/** The request of a paid order's invoice, for the transaction that marks it paid at `at`. */
export function invoiceRequestPut(order: OrderRecord, at: string): TransactionItem {
  const tokenPackage = tokenPackageById(order.packageId);
  return requestPut('invoice', {
    ...newRequest(order, at),
    paidAt: at,
    line: {
      packageId: order.packageId,
      name: tokenPackage.name,
      tokens: order.tokens,
      bonusTokens: order.bonusTokens,
    },
    // What iyzico charged, KDV included.
    amounts: kdvSplit(order.price),
    currency: order.currency,
  });
}

/** The request of the cancellation of a refunded order's invoice, for the transaction that marks it refunded. */
export function invoiceCancellationPut(order: OrderRecord, at: string): TransactionItem {
  return requestPut('cancellation', newRequest(order, at));
}
