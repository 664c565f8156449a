/**
 * The token ledger: every change of a balance (`eventLimit`) leaves one entry, written in the same transaction
 * as the change itself, so the ledger and the balance cannot disagree. Other features compose the piece below
 * into their own transactions; nothing else writes ledger items.
 */
import { randomUUID } from 'node:crypto';
import { tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import { ledgerEntryKey } from './keys';

export type LedgerReason = 'WELCOME' | 'EVENT_CREATED' | 'EVENT_PUBLISHED' | 'EVENT_CANCELLED_REFUND';

export interface LedgerEntry {
  userId: string;
  /** positive for a grant or refund, negative for a spend */
  delta: number;
  reason: LedgerReason;
  /** ISO instant */
  createdAt: string;
  /** the event the change was for, when there is one */
  eventId?: string;
}

/** A Put of a new ledger entry, for a TransactWriteItems that also changes the balance. */
export function ledgerEntryPut(entry: LedgerEntry): TransactionItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...ledgerEntryKey(entry.userId, entry.createdAt, randomUUID()), ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
