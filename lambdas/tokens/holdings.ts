/**
 * Which tokens a user holds, replayed from the ledger: purchased tokens come in lots that expire, welcome and
 * refunded tokens never expire, and every spend takes the soonest-expiring tokens first. The ledger alone decides,
 * so the balance card, the expiry job and a refund all read the same answer.
 */
import { istanbulParts } from '../contracts/istanbul-time';
import type { TokenPackageId } from '../contracts/tokens';
import type { LedgerEntry } from './ledger';

export interface TokenLot {
  orderId: string;
  packageId?: TokenPackageId;
  expiresAt: string;
  remaining: number;
}

export interface Holdings {
  /** lots with tokens left, soonest expiry first */
  lots: TokenLot[];
  /** tokens that never expire */
  lasting: number;
}

/** Entries that end what is left of an order's lots, whatever it is. */
const closesOrderLots = new Set<LedgerEntry['reason']>(['TOKENS_EXPIRED', 'PURCHASE_REFUNDED']);

export function holdingsOf(entries: readonly LedgerEntry[]): Holdings {
  const lots: TokenLot[] = [];
  let lasting = 0;
  const inOrder = [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const entry of inOrder) {
    if (entry.delta > 0) {
      if (entry.expiresAt && entry.orderId) {
        lots.push({
          orderId: entry.orderId,
          packageId: entry.packageId,
          expiresAt: entry.expiresAt,
          remaining: entry.delta,
        });
      } else {
        lasting += entry.delta;
      }
      continue;
    }
    if (closesOrderLots.has(entry.reason)) {
      for (const lot of lots) if (lot.orderId === entry.orderId) lot.remaining = 0;
      continue;
    }
    let owed = -entry.delta;
    for (const lot of soonestFirst(lots)) {
      const taken = Math.min(lot.remaining, owed);
      lot.remaining -= taken;
      owed -= taken;
    }
    lasting -= owed;
  }
  return { lots: soonestFirst(lots), lasting };
}

function soonestFirst(lots: TokenLot[]): TokenLot[] {
  return lots.filter((lot) => lot.remaining > 0).sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

/** What is left of one order's tokens (its purchase and bonus lots). */
export function remainingOfOrder(holdings: Holdings, orderId: string): number {
  return holdings.lots.filter((lot) => lot.orderId === orderId).reduce((sum, lot) => sum + lot.remaining, 0);
}

/**
 * The soonest expiry among the held lots, with every token expiring on its Istanbul day: the card names a day, and
 * two packs bought the same day expire minutes apart on it.
 */
export function nextExpiry(holdings: Holdings): { tokens: number; at: string } | null {
  const [first] = holdings.lots;
  if (!first) return null;
  const day = istanbulParts(new Date(first.expiresAt)).date;
  const tokens = holdings.lots
    .filter((lot) => istanbulParts(new Date(lot.expiresAt)).date === day)
    .reduce((sum, lot) => sum + lot.remaining, 0);
  return { tokens, at: first.expiresAt };
}
