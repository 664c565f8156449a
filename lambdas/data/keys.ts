/**
 * Key builders: the only place item keys are spelled. Handlers, the local seed and the tests import them.
 * Access patterns and their key conditions: docs/data-model.md.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

const userPartition = (userId: string) => `USER#${userId}`;

/** A user's profile. */
export const profileKey = (userId: string): ItemKey => ({ pk: userPartition(userId), sk: 'PROFILE' });

/** The claim that makes a username unique case-insensitively; attribute `userId` names the owner. */
export const usernameClaimKey = (username: string): ItemKey => ({
  pk: `USERNAME#${username.toLowerCase()}`,
  sk: 'USERNAME',
});

/** One token-balance change; sorted by time within the user's partition. */
export const ledgerEntryKey = (userId: string, isoTime: string, entryId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `LEDGER#${isoTime}#${entryId}`,
});

/** Prefix of every ledger entry's sort key, for `begins_with` queries. */
export const ledgerSortKeyPrefix = 'LEDGER#';
