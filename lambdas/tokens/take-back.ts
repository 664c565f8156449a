/**
 * Taking back what is left of a paid order's tokens: when they expire, or when the buyer returns the purchase. How
 * many are left is replayed from the ledger (holdings.ts), and the debit is conditioned on the balance it was
 * worked out from, so a spend in between makes it work the amount out again instead of taking a spent token.
 */
import type { TransactionItem } from '../platform/transactions';
import { transactWithRetries } from '../platform/transactions';
import { balanceOf, debitOrderTokens } from './balance-table';
import { holdingsOf, remainingOfOrder } from './holdings';
import { ledgerOf } from './ledger';

const attempts = 5;

export type TakeBackOutcome =
  /** done: `amount` tokens taken back (0 when every one was spent) */
  | { status: 'taken'; amount: number }
  /** the `guard` part's condition refused: someone else already did it, or it is no longer allowed */
  | { status: 'refused' }
  /** fewer tokens are left than `require` asked for */
  | { status: 'short'; remaining: number };

export async function takeBackOrderTokens(options: {
  userId: string;
  orderId: string;
  reason: 'TOKENS_EXPIRED' | 'PURCHASE_REFUNDED';
  at: string;
  /** the write that records why (the purchase leaving the expiry index, the order becoming refunded) */
  guard: TransactionItem | TransactionItem[];
  /** take back only if this many are left (a refund needs every token unspent) */
  require?: number;
}): Promise<TakeBackOutcome> {
  for (let attempt = 1; ; attempt++) {
    // The balance first, then the ledger: every ledger write changes the balance, so a ledger read after the
    // balance read sees exactly the entries that balance came from, as long as the balance has not moved.
    const balance = await balanceOf(options.userId);
    if (balance === undefined) return { status: 'refused' };
    const remaining = remainingOfOrder(holdingsOf(await ledgerOf(options.userId)), options.orderId);
    if (options.require !== undefined && remaining < options.require) return { status: 'short', remaining };
    const amount = Math.min(remaining, balance);
    const cancellation = await transactWithRetries({
      guard: options.guard,
      debit: amount > 0 ? debitOrderTokens({ ...options, amount, balanceSeen: balance }) : undefined,
    });
    if (!cancellation) return { status: 'taken', amount };
    if (cancellation.conditionFailed('guard')) return { status: 'refused' };
    if (!cancellation.conditionFailed('debit') || attempt === attempts) {
      throw new Error(`Tokens of order ${options.orderId} not taken back: ${cancellation.summary}`);
    }
  }
}
