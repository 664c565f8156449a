/**
 * The balance card's totals, from the ledger: every reason belongs to exactly one total, received or used, so the
 * totals add up to the balance (which moves only with a ledger entry, in the same transaction).
 */
import type { LedgerReason, TokenTotals } from '../contracts/tokens';
import type { LedgerEntry } from './ledger';

/** Totals of tokens that came in; the others count tokens that went out. */
const received: readonly (keyof TokenTotals)[] = ['welcome', 'bought', 'earnedByRules'];

/** Where each reason's tokens count. A refund of a cancelled event gives back what creating it spent. */
const totalOf: Record<LedgerReason, keyof TokenTotals> = {
  WELCOME: 'welcome',
  PURCHASE: 'bought',
  PURCHASE_BONUS: 'bought',
  EARNED_EVENT_COMPLETED: 'earnedByRules',
  EARNED_FIVE_STAR_RATING: 'earnedByRules',
  EARNED_REFERRAL: 'earnedByRules',
  EARNED_MONTHLY_HOST: 'earnedByRules',
  EVENT_CREATED: 'spentOnEvents',
  EVENT_PUBLISHED: 'spentOnEvents',
  EVENT_CANCELLED_REFUND: 'spentOnEvents',
  TOKENS_EXPIRED: 'expired',
  PURCHASE_REFUNDED: 'refundedPurchases',
};

export function tokenTotalsOf(entries: readonly Pick<LedgerEntry, 'reason' | 'delta'>[]): TokenTotals {
  const totals: TokenTotals = {
    welcome: 0,
    bought: 0,
    earnedByRules: 0,
    spentOnEvents: 0,
    expired: 0,
    refundedPurchases: 0,
  };
  for (const { reason, delta } of entries) {
    const total = totalOf[reason];
    totals[total] += received.includes(total) ? delta : -delta;
  }
  return totals;
}
