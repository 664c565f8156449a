/**
 * All table access for orders. An order leaves `pending` once, by a condition on that state, in the same
 * transaction as its effect (the tokens and their ledger entries), so two callbacks, a callback and the
 * reconciliation job, or a replay can never credit an order twice.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, dueBefore, newestInPartition, tableName } from '../platform/table';
import { userPartition } from '../platform/keys';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { invoiceRequestPut } from '../invoices/outbox';
import { creditPurchase } from './balance-table';
import {
  checkoutTokenKey,
  dueIndexAttributeNames,
  orderKey,
  orderSortKeyPrefix,
  pendingOrderIndexAttributes,
  pendingOrdersPartition,
  refundingOrderIndexAttributes,
  refundingOrdersPartition,
} from './keys';
import { orderRecordOf, tokensExpireAt, type OrderRecord } from './orders';

/** The Put of a new pending order, listed in `dueByTime` so reconciliation finds it if nobody settles it. */
export function newOrderPut(order: OrderRecord) {
  return {
    TableName: tableName,
    Item: {
      ...orderKey(order.userId, order.orderId),
      ...order,
      ...pendingOrderIndexAttributes(order.userId, order.orderId, order.createdAt),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}

/** The buyer's own order: only from an active account, so none lands behind its deletion's sweep. */
export async function putNewOrder(order: OrderRecord): Promise<void> {
  const failure = await transactWithRetries({
    order: { Put: newOrderPut(order) },
    ...callerActive(order.userId),
  });
  refuseInactiveCaller(failure);
  if (failure) throw new Error(`Order not opened: ${failure.summary}`);
}

export async function getOrder(userId: string, orderId: string): Promise<OrderRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: orderKey(userId, orderId), ConsistentRead: true }),
  );
  return Item && orderRecordOf(Item);
}

/** The provider's checkout token goes on the order, and a claim ties the token back to it, together. */
export async function attachCheckoutToken(order: OrderRecord, token: string): Promise<void> {
  const cancellation = await transactWithRetries({
    order: {
      Update: {
        TableName: tableName,
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: 'SET checkoutToken = :token',
        ConditionExpression: '#status = :pending AND attribute_not_exists(checkoutToken)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':token': token, ':pending': 'pending' },
      },
    },
    claim: {
      Put: {
        TableName: tableName,
        // Needed only while the checkout can still come back (reconciliation included); then the table's TTL
        // removes it, so no user id outlives its use here.
        Item: {
          ...checkoutTokenKey(token),
          userId: order.userId,
          orderId: order.orderId,
          [timeToLiveAttribute]:
            Math.floor(Date.parse(order.createdAt) / 1000) + checkoutClaimLifetimeSeconds,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  });
  if (cancellation) throw new Error(`Checkout token not attached: ${cancellation.summary}`);
}

/** The order a checkout token was issued for; undefined for a token this product never issued. */
export async function orderOfCheckoutToken(token: string): Promise<OrderRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: checkoutTokenKey(token) }),
  );
  return Item && getOrder(String(Item.userId), String(Item.orderId));
}

/** Long past the checkout's 30 minutes and the reconciliation after it. */
const checkoutClaimLifetimeSeconds = 7 * 24 * 60 * 60;

/** A payment the provider reports is credited whether or not the buyer gave the checkout up meanwhile. */
const paidFromAwaiting = {
  ConditionExpression: '#status IN (:pending, :cancelled)',
  names: { '#status': 'status' },
  values: { ':pending': 'pending', ':cancelled': 'cancelled' },
} as const;

const removeFromDueIndex = `REMOVE ${dueIndexAttributeNames.join(', ')}`;

/**
 * pending (or cancelled) -> paid, with the tokens, the bonus, their ledger entries and `alsoWhenPaid` (the receipt
 * e-mail), in one transaction.
 * `already-settled` when the order had been settled (another callback, the job, a replay): nothing was written.
 */
export async function settlePaid(
  order: OrderRecord,
  payment: { paymentId: string; paymentTransactionIds: string[]; cardType?: string },
  at: string,
  alsoWhenPaid: TransactionItem[] = [],
): Promise<'paid' | 'already-settled'> {
  const cancellation = await transactWithRetries({
    order: {
      Update: {
        TableName: tableName,
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: `SET #status = :paid, paidAt = :at, paymentId = :paymentId, paymentTransactionIds = :transactions${payment.cardType ? ', cardType = :cardType' : ''} ${removeFromDueIndex}`,
        ConditionExpression: paidFromAwaiting.ConditionExpression,
        ExpressionAttributeNames: paidFromAwaiting.names,
        ExpressionAttributeValues: {
          ...paidFromAwaiting.values,
          ':paid': 'paid',
          ':at': at,
          ':paymentId': payment.paymentId,
          ':transactions': payment.paymentTransactionIds,
          ...(payment.cardType ? { ':cardType': payment.cardType } : {}),
        },
      },
    },
    tokens: creditPurchase({
      userId: order.userId,
      orderId: order.orderId,
      packageId: order.packageId,
      tokens: order.tokens,
      bonusTokens: order.bonusTokens,
      at,
      expiresAt: tokensExpireAt(order, at),
    }),
    // The e-Arşiv invoice's request (outbox): every paid order gets its invoice, once.
    invoice: invoiceRequestPut(order, at),
    alsoWhenPaid,
  });
  if (!cancellation) return 'paid';
  if (cancellation.conditionFailed('order')) return 'already-settled';
  throw new Error(`Order ${order.orderId} not settled: ${cancellation.summary}`);
}

/**
 * pending -> failed (the provider's reason) or expired; a cancelled order stays cancelled and only leaves the
 * reconciliation's list. `already-settled` when the order had changed since it was read.
 */
export async function settleUnpaid(
  order: OrderRecord,
  status: 'failed' | 'expired',
  reason: string,
  at: string,
): Promise<'settled' | 'already-settled'> {
  const settledStatus = order.status === 'cancelled' ? 'cancelled' : status;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: `SET #status = :status, failureReason = :reason, settledAt = :at ${removeFromDueIndex}`,
        ConditionExpression: '#status = :read',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': settledStatus,
          ':reason': reason,
          ':at': at,
          ':read': order.status,
        },
      }),
    );
    return 'settled';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'already-settled';
    throw error;
  }
}

/**
 * Orders still pending, or cancelled but not yet known unpaid, that were created before `cutoff` (ISO), oldest
 * first (`dueByTime`).
 */
export async function pendingOrdersCreatedBefore(cutoff: string, limit: number): Promise<OrderRecord[]> {
  return (await dueBefore(pendingOrdersPartition, cutoff, limit)).map(orderRecordOf);
}

/** One page of a user's orders, newest first, after the order with sort key `beforeSortKey` when given. */
export async function ordersPage(userId: string, limit: number, beforeSortKey?: string) {
  const items = await newestInPartition(userPartition(userId), orderSortKeyPrefix, limit, beforeSortKey);
  return items.map((item) => ({ sortKey: String(item.sk), order: orderRecordOf(item) }));
}

/**
 * paid -> refunding: one refund at a time, and the expiry job and a spend cannot take its tokens meanwhile. The
 * order is listed in `dueByTime` until it leaves `refunding`, so reconciliation finds it if the function stops
 * between iyzico's refund and the write that records it.
 */
export async function lockForRefund(order: OrderRecord, at: string): Promise<boolean> {
  const [partitionAttribute, sortAttribute] = dueIndexAttributeNames;
  const index = refundingOrderIndexAttributes(order.userId, order.orderId, at);
  return conditionalStatusChange(order, 'paid', 'refunding', {
    update: 'refundStartedAt = :at, #duePartition = :duePartition, #dueSort = :dueSort',
    names: { '#duePartition': partitionAttribute, '#dueSort': sortAttribute },
    values: { ':at': at, ':duePartition': index[partitionAttribute], ':dueSort': index[sortAttribute] },
  });
}

/**
 * pending -> cancelled, by the buyer. The order stays on reconciliation's list: a payment made on the still open
 * payment page is credited when its checkout is over.
 */
export async function cancelPending(order: OrderRecord, at: string): Promise<boolean> {
  return conditionalStatusChange(order, 'pending', 'cancelled', {
    update: 'cancelledAt = :at',
    values: { ':at': at },
  });
}

/** refunding -> paid: the provider refused the refund, or its record shows none; nothing changed. */
export async function unlockRefund(order: OrderRecord): Promise<boolean> {
  return conditionalStatusChange(order, 'refunding', 'paid', { remove: removeFromDueIndex });
}

async function conditionalStatusChange(
  order: OrderRecord,
  from: string,
  to: string,
  also: { update?: string; remove?: string; names?: Record<string, string>; values?: Record<string, string> },
): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: [`SET #status = :to${also.update ? `, ${also.update}` : ''}`, also.remove]
          .filter(Boolean)
          .join(' '),
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status', ...also.names },
        ExpressionAttributeValues: { ':from': from, ':to': to, ...also.values },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Orders in `refunding` since before `cutoff` (ISO), oldest first (`dueByTime`). */
export async function refundingOrdersSince(cutoff: string, limit: number): Promise<OrderRecord[]> {
  return (await dueBefore(refundingOrdersPartition, cutoff, limit)).map(orderRecordOf);
}

/** Transaction piece: refunding -> refunded, beside the debit of its tokens. */
export function markRefunded(order: OrderRecord, at: string): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: orderKey(order.userId, order.orderId),
      UpdateExpression: `SET #status = :refunded, refundedAt = :at ${removeFromDueIndex}`,
      ConditionExpression: '#status = :refunding',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':refunded': 'refunded', ':refunding': 'refunding', ':at': at },
    },
  };
}
