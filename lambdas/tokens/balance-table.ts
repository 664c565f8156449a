/**
 * The token balance (`eventLimit`, kept on the profile item) and its ledger change together: each piece here is
 * a balance update and its ledger entry, for another feature's TransactWriteItems. Nothing else writes the
 * balance after the welcome grant, so the ledger and the balance cannot disagree.
 */
import { profileKey } from '../profile/keys';
import { activeAccount, statCounterAssignments, type StatCounts } from '../profile/profiles-table';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import type { TokenPackageId } from '../contracts/tokens';
import { expiringTokensIndexAttributes } from './keys';
import { ledgerEntryPut, type LedgerReason } from './ledger';

export interface BalanceChange {
  userId: string;
  amount: number;
  reason: LedgerReason;
  /** ISO instant */
  at: string;
  /** the event the change is for, when there is one */
  eventId?: string;
  /** the ledger entry's id when the change has a cause of its own (an earned grant); random otherwise */
  entryId?: string;
}

/**
 * A spend, always the user's own: the balance drops by `amount` only while it covers it, so it never goes below zero
 * however many spends race, and only while the account is active (`refuseInactiveCaller` reads this piece). A
 * transaction composing it is cancelled on this piece when the balance is short or the account may not write. Stat
 * counters that change with the spend (an event hosted) ride along.
 */
export function spendTokens(change: BalanceChange, counts: StatCounts = {}): TransactionItem[] {
  return [
    balanceUpdate(change.userId, -change.amount, counts, {
      expression: `${activeAccount.condition} AND eventLimit >= :amount`,
      names: activeAccount.names,
    }),
    ledgerEntryPut({ ...ledgerFields(change), delta: -change.amount }),
  ];
}

/** A refund or grant, with the stat counters that change with it; only the profile must exist. */
export function creditTokens(change: BalanceChange, counts: StatCounts = {}): TransactionItem[] {
  return [
    balanceUpdate(change.userId, change.amount, counts, 'attribute_exists(pk)'),
    ledgerEntryPut({ ...ledgerFields(change), delta: change.amount }, change.entryId),
  ];
}

export interface PurchaseCredit {
  userId: string;
  orderId: string;
  packageId: TokenPackageId;
  tokens: number;
  bonusTokens: number;
  /** ISO instants: the payment, and when its tokens expire */
  at: string;
  expiresAt: string;
}

/**
 * A paid order's tokens: one balance update and its two ledger entries (the purchase, and the bonus when there is
 * one), named after the order. The caller's transaction moves the order out of `pending` beside it, which is what
 * makes a second settlement impossible. The purchase entry sits in the `dueByTime` index until the expiry job has
 * expired what is left of it.
 */
export function creditPurchase(credit: PurchaseCredit): TransactionItem[] {
  const { userId, orderId, at, expiresAt } = credit;
  const entry = { userId, orderId, packageId: credit.packageId, createdAt: at, expiresAt };
  return [
    balanceUpdate(userId, credit.tokens + credit.bonusTokens, {}, 'attribute_exists(pk)'),
    ledgerEntryPut(
      { ...entry, delta: credit.tokens, reason: 'PURCHASE' },
      `purchase-${orderId}`,
      expiringTokensIndexAttributes(userId, orderId, expiresAt),
    ),
    ...(credit.bonusTokens > 0
      ? [
          ledgerEntryPut(
            { ...entry, delta: credit.bonusTokens, reason: 'PURCHASE_BONUS' },
            `bonus-${orderId}`,
          ),
        ]
      : []),
  ];
}

/**
 * Takes back what is left of a paid order (expired, or refunded to the buyer), only while the balance is still the
 * one the amount was worked out from: a spend in between cancels the transaction, and the caller works it out again.
 */
export function debitOrderTokens(change: {
  userId: string;
  orderId: string;
  amount: number;
  reason: 'TOKENS_EXPIRED' | 'PURCHASE_REFUNDED';
  at: string;
  balanceSeen: number;
}): TransactionItem[] {
  const { userId, orderId, amount, reason, at } = change;
  return [
    {
      Update: {
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET eventLimit = eventLimit - :amount',
        ConditionExpression: 'eventLimit = :seen AND eventLimit >= :amount',
        ExpressionAttributeValues: { ':amount': amount, ':seen': change.balanceSeen },
      },
    },
    ledgerEntryPut(
      { userId, orderId, delta: -amount, reason, createdAt: at },
      `${reason.toLowerCase()}-${orderId}`,
    ),
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
  condition: string | { expression: string; names: Readonly<Record<string, string>> },
): TransactionItem {
  const counters = statCounterAssignments(counts);
  const { expression, names } =
    typeof condition === 'string' ? { expression: condition, names: {} } : condition;
  const allNames = { ...counters.names, ...names };
  return {
    Update: {
      TableName: tableName,
      Key: profileKey(userId),
      UpdateExpression: ['SET eventLimit = eventLimit + :delta', ...counters.clauses].join(', '),
      ConditionExpression: expression,
      ExpressionAttributeNames: Object.keys(allNames).length > 0 ? allNames : undefined,
      // tells a short balance from an account that may not write
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      ExpressionAttributeValues: {
        ':delta': delta,
        ...(delta < 0 ? { ':amount': -delta } : {}),
        ...counters.values,
      },
    },
  };
}

/** The balance alone, read consistently: what a take-back is conditioned on. */
export async function balanceOf(userId: string): Promise<number | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKey(userId),
      ProjectionExpression: 'eventLimit',
      ConsistentRead: true,
    }),
  );
  return Item === undefined ? undefined : Number(Item.eventLimit);
}
