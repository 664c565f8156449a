/**
 * The token ledger: every change of a balance (`eventLimit`) leaves one entry, written in the same transaction
 * as the change itself, so the ledger and the balance cannot disagree. Other features compose the piece below
 * into their own transactions; nothing else writes ledger items.
 */
import { randomUUID } from 'node:crypto';
import type { LedgerReason, TokenPackageId } from '../contracts/tokens';
import { dueBefore, newestInPartition, partitionItems, tableName } from '../platform/table';
import { tableIndexes } from '../platform/table-schema';
import { userPartition, type ItemKey } from '../platform/keys';
import type { TransactionItem } from '../platform/transactions';
import { dueIndexAttributeNames, expiringTokensPartition, ledgerEntryKey, ledgerSortKeyPrefix } from './keys';

export type { LedgerReason };

export interface LedgerEntry {
  userId: string;
  /** positive for a grant or refund, negative for a spend */
  delta: number;
  reason: LedgerReason;
  /** ISO instant */
  createdAt: string;
  /** the event the change was for, when there is one */
  eventId?: string;
  /** the order the change was for, when there is one */
  orderId?: string;
  /** when the credited tokens expire; a credit without it never expires */
  expiresAt?: string;
  /** the package a purchase credit came from */
  packageId?: TokenPackageId;
}

/**
 * A Put of a new ledger entry, for a TransactWriteItems that also changes the balance. An entry caused by an order
 * is named after it (`purchase-<order id>`), so the ledger says which order each token came from.
 */
export function ledgerEntryPut(
  entry: LedgerEntry,
  entryId: string = randomUUID(),
  indexAttributes: Record<string, string> = {},
): TransactionItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...ledgerEntryKey(entry.userId, entry.createdAt, entryId), ...entry, ...indexAttributes },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A ledger item as stored, with the id its sort key ends in. */
export interface StoredLedgerEntry extends LedgerEntry {
  entryId: string;
}

export function parseLedgerItem(item: Record<string, unknown>): StoredLedgerEntry {
  const sortKey = String(item.sk);
  return {
    userId: String(item.userId),
    delta: Number(item.delta),
    reason: item.reason as LedgerReason,
    createdAt: String(item.createdAt),
    entryId: sortKey.slice(sortKey.lastIndexOf('#') + 1),
    ...(item.eventId === undefined ? {} : { eventId: String(item.eventId) }),
    ...(item.orderId === undefined ? {} : { orderId: String(item.orderId) }),
    ...(item.expiresAt === undefined ? {} : { expiresAt: String(item.expiresAt) }),
    ...(item.packageId === undefined ? {} : { packageId: item.packageId as TokenPackageId }),
  };
}

/** Every ledger entry of a user, oldest first: one person's entries, read consistently. */
export async function ledgerOf(userId: string): Promise<StoredLedgerEntry[]> {
  return (await partitionItems(userPartition(userId), ledgerSortKeyPrefix)).map(parseLedgerItem);
}

/** One page of a user's ledger, newest first, after the entry with sort key `beforeSortKey` when given. */
export async function ledgerPage(userId: string, limit: number, beforeSortKey?: string) {
  const items = await newestInPartition(userPartition(userId), ledgerSortKeyPrefix, limit, beforeSortKey);
  return items.map((item) => ({ sortKey: String(item.sk), entry: parseLedgerItem(item) }));
}

export interface ExpiringPurchase {
  key: ItemKey;
  userId: string;
  orderId: string;
}

/** Purchases whose tokens expired before `at` (ISO) and were not expired yet, soonest first (`dueByTime`). */
export async function expiringPurchasesBefore(at: string, limit: number): Promise<ExpiringPurchase[]> {
  return (await dueBefore(expiringTokensPartition, at, limit)).map((item) => ({
    key: { pk: String(item.pk), sk: String(item.sk) },
    userId: String(item.userId),
    orderId: String(item.orderId),
  }));
}

/** Transaction piece: the purchase leaves the expiry index; refused if it already left (expired or refunded). */
export function leaveExpiryIndex(key: ItemKey): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `REMOVE ${dueIndexAttributeNames.join(', ')}`,
      ConditionExpression: 'attribute_exists(#duePartition)',
      ExpressionAttributeNames: { '#duePartition': tableIndexes.dueByTime.partitionKey },
    },
  };
}
