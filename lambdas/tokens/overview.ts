/** The Purchase Tokens tab's card: the balance, where it came from and went, what expires next, and auto-refill. */
import { tokenPackages, type AutoRefillState, type TokenOverview } from '../contracts/tokens';
import { holdingsOf, nextExpiry } from './holdings';
import type { LedgerEntry } from './ledger';
import { tokenTotalsOf } from './totals';

export function tokenOverview(
  balance: number,
  ledger: readonly LedgerEntry[],
  autoRefill: AutoRefillState,
): TokenOverview {
  const holdings = holdingsOf(ledger);
  return {
    balance: {
      current: balance,
      totals: tokenTotalsOf(ledger),
      nextExpiry: nextExpiry(holdings),
    },
    packages: tokenPackages,
    autoRefill,
  };
}
