/**
 * The key shape of every item, and the one partition several entities share: a user's own items (profile,
 * ledger entries) live under `USER#<id>`. Each entity spells its own sort keys in its feature folder.
 * Access patterns and their key conditions: docs/data-model.md.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

export const userPartition = (userId: string) => `USER#${userId}`;

/**
 * `blocker` blocked `blocked`. Shared ground: join requests and messages check it inside their transactions,
 * the users feature writes it.
 */
export const blockSortKeyPrefix = 'BLOCK#';
export const blockKey = (blockerId: string, blockedId: string): ItemKey => ({
  pk: userPartition(blockerId),
  sk: `${blockSortKeyPrefix}${blockedId}`,
});

/**
 * One of the product's own e-mails, named by the key derived from its cause (lambdas/platform/email.ts), in a
 * partition of its own. Shared ground: any feature writes one, the e-mail sender reads it.
 */
export const emailKey = (key: string): ItemKey => ({ pk: `EMAIL#${key}`, sk: 'EMAIL' });
