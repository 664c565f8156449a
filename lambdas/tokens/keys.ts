/** Keys of the token ledger: one item per balance change, sorted by time within the user's partition. */
import { userPartition, type ItemKey } from '../platform/keys';

/** Prefix of every ledger entry's sort key, for `begins_with` queries. */
export const ledgerSortKeyPrefix = 'LEDGER#';

export const ledgerEntryKey = (userId: string, isoTime: string, entryId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${ledgerSortKeyPrefix}${isoTime}#${entryId}`,
});
