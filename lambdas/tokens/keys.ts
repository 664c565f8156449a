/**
 * Keys of the tokens feature: ledger entries (one per balance change) and orders in the buyer's partition, and the
 * claim that ties a payment provider's checkout token to its order. Access patterns: docs/data-model.md.
 */
import { userPartition, type ItemKey } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';

/** Prefix of every ledger entry's sort key, for `begins_with` queries. */
export const ledgerSortKeyPrefix = 'LEDGER#';

export const ledgerEntryKey = (userId: string, isoTime: string, entryId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${ledgerSortKeyPrefix}${isoTime}#${entryId}`,
});

/** Prefix of every order's sort key; order ids start with their creation time, so orders sort by it. */
export const orderSortKeyPrefix = 'ORDER#';

export const orderKey = (userId: string, orderId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${orderSortKeyPrefix}${orderId}`,
});

/** The order a provider's checkout token was issued for: how a callback carrying only the token finds it. */
export const checkoutTokenPartitionPrefix = 'CHECKOUT_TOKEN#';
export const checkoutTokenKey = (token: string): ItemKey => ({
  pk: `${checkoutTokenPartitionPrefix}${token}`,
  sk: 'CHECKOUT_TOKEN',
});

/**
 * `dueByTime` partitions: pending orders by creation time, orders being refunded by the time the refund began,
 * purchased tokens by expiry.
 */
export const pendingOrdersPartition = 'PENDING_ORDERS';
export const refundingOrdersPartition = 'REFUNDING_ORDERS';
export const expiringTokensPartition = 'EXPIRING_TOKENS';

export const pendingOrderIndexAttributes = (userId: string, orderId: string, createdAt: string) =>
  indexAttributes(tableIndexes.dueByTime, pendingOrdersPartition, `${createdAt}#${userId}#${orderId}`);

export const refundingOrderIndexAttributes = (userId: string, orderId: string, refundStartedAt: string) =>
  indexAttributes(
    tableIndexes.dueByTime,
    refundingOrdersPartition,
    `${refundStartedAt}#${userId}#${orderId}`,
  );

export const expiringTokensIndexAttributes = (userId: string, orderId: string, expiresAt: string) =>
  indexAttributes(tableIndexes.dueByTime, expiringTokensPartition, `${expiresAt}#${userId}#${orderId}`);

export const dueIndexAttributeNames = [tableIndexes.dueByTime.partitionKey, tableIndexes.dueByTime.sortKey];
