/**
 * Priority listing, what the Enterprise Pack adds: an event created while its host holds tokens of such a package
 * is featured (a badge, and first in the lists) until those tokens expire. "Holds" is read from the ledger at the
 * moment of creating, like every other question about tokens.
 */
import { tokenPackageById } from '../contracts/tokens';
import { holdingsOf } from './holdings';
import { ledgerOf } from './ledger';

/** Until when an event the user creates now is featured; undefined when they hold no such tokens. */
export async function featuredUntilFor(userId: string, now: Date): Promise<string | undefined> {
  const lots = holdingsOf(await ledgerOf(userId)).lots.filter(
    (lot) =>
      lot.packageId !== undefined &&
      tokenPackageById(lot.packageId).priorityListing &&
      Date.parse(lot.expiresAt) > now.getTime(),
  );
  return lots
    .map((lot) => lot.expiresAt)
    .sort()
    .at(-1);
}
