/** The Purchase Tokens tab's card: the balance, what was earned and spent, what expires next, and auto-refill. */
import { tokenPackages, type AutoRefillState, type TokenOverview } from '../contracts/tokens';
import { holdingsOf, nextExpiry } from './holdings';
import type { LedgerEntry } from './ledger';

export function tokenOverview(
  balance: number,
  ledger: readonly LedgerEntry[],
  autoRefill: AutoRefillState,
): TokenOverview {
  const holdings = holdingsOf(ledger);
  return {
    balance: {
      current: balance,
      lifetimeEarned: holdings.earned,
      lifetimeSpent: holdings.spent,
      nextExpiry: nextExpiry(holdings),
    },
    packages: tokenPackages,
    autoRefill,
  };
}
