/**
 * The token balance (`eventLimit`, kept on the profile item) and its ledger change together: each piece here is
 * a balance update and its ledger entry, for another feature's TransactWriteItems. Nothing else writes the
 * balance after the welcome grant, so the ledger and the balance cannot disagree.
 */
import { profileKey } from '../profile/keys';
import { statCounterAssignments, type StatCounts } from '../profile/profiles-table';
import { tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import { ledgerEntryPut, type LedgerReason } from './ledger';

export interface BalanceChange {
  userId: string;
  amount: number;
  reason: LedgerReason;
  /** ISO instant */
  at: string;
  /** the event the change is for, when there is one */
  eventId?: string;
}

/**
 * A spend: the balance drops by `amount` only while it covers it, so it never goes below zero however many
 * spends race, and a transaction composing it is cancelled on this piece when the balance is short (or the
 * profile is missing). Stat counters that change with the spend (an event hosted) ride along.
 */
export function spendTokens(change: BalanceChange, counts: StatCounts = {}): TransactionItem[] {
  return [
    balanceUpdate(change.userId, -change.amount, counts, 'attribute_exists(pk) AND eventLimit >= :amount'),
    ledgerEntryPut({ ...ledgerFields(change), delta: -change.amount }),
  ];
}

/** A refund or grant, with the stat counters that change with it; only the profile must exist. */
export function creditTokens(change: BalanceChange, counts: StatCounts = {}): TransactionItem[] {
  return [
    balanceUpdate(change.userId, change.amount, counts, 'attribute_exists(pk)'),
    ledgerEntryPut({ ...ledgerFields(change), delta: change.amount }),
  ];
}

const ledgerFields = ({ userId, reason, at, eventId }: BalanceChange) => ({
  userId,
  reason,
  createdAt: at,
  ...(eventId === undefined ? {} : { eventId }),
});

function balanceUpdate(
  userId: string,
  delta: number,
  counts: StatCounts,
  condition: string,
): TransactionItem {
  const counters = statCounterAssignments(counts);
  const hasCounters = counters.clauses.length > 0;
  return {
    Update: {
      TableName: tableName,
      Key: profileKey(userId),
      UpdateExpression: ['SET eventLimit = eventLimit + :delta', ...counters.clauses].join(', '),
      ConditionExpression: condition,
      ExpressionAttributeNames: hasCounters ? counters.names : undefined,
      ExpressionAttributeValues: {
        ':delta': delta,
        ...(delta < 0 ? { ':amount': -delta } : {}),
        ...counters.values,
      },
    },
  };
}
