/**
 * All table access for blocks. A block hides both ways: reads ask about both directions (`blockedEitherWay`,
 * `usersBlockedEitherWay`), and join requests and messages carry `notBlockedCheck` in their transactions, so a
 * block that lands after their read still stops them.
 */
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/table';
import { blockKey, blockSortKeyPrefix, userPartition } from '../platform/keys';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { refuseUnlessActive } from '../profile/profiles-table';
import { parseBlockRecord, type BlockRecord } from './block-record';
import { blockedByIndexAttributes, blockedByPrefix } from './keys';
import { tableIndexes } from '../platform/table-schema';

/** A transaction's condition that `blockerId` has not blocked `blockedId`. */
export function notBlockedCheck(blockerId: string, blockedId: string): TransactionItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: blockKey(blockerId, blockedId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A transaction's conditions that neither user has blocked the other. */
export function notBlockedEitherWay(oneId: string, otherId: string): TransactionItem[] {
  return [notBlockedCheck(oneId, otherId), notBlockedCheck(otherId, oneId)];
}

export type BlockOutcome = 'blocked' | 'already-blocked' | 'alongside-changed';

/**
 * Idempotent: blocking again keeps the first block and its date. `alongside` are other features' parts that
 * must commit with the block (ending a friendship); `alongside-changed` when one of their conditions failed, so
 * the caller reads again and retries. A block that already stood has had them applied by its own transaction.
 */
export async function putBlock(
  blockerId: string,
  block: BlockRecord,
  alongside: readonly TransactionItem[],
): Promise<BlockOutcome> {
  const put: TransactionItem = {
    Put: {
      TableName: tableName,
      Item: {
        ...blockKey(blockerId, block.userId),
        ...block,
        ...blockedByIndexAttributes(block.userId, blockerId),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const failure = await transactWithRetries({ block: put, alongside });
  if (!failure) return 'blocked';
  if (failure.conditionFailed('block')) return 'already-blocked';
  if (failure.conditionFailed('alongside')) {
    // The ending parts hold the blocker's account to being active: a deleted one is refused, not retried.
    await refuseUnlessActive(blockerId);
    return 'alongside-changed';
  }
  throw new Error(`Block not written: ${failure.summary}`);
}

/** Idempotent: removing a block that is not there changes nothing. */
export async function deleteBlock(blockerId: string, blockedId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: blockKey(blockerId, blockedId) }));
}

export async function hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: blockKey(blockerId, blockedId),
      ProjectionExpression: 'pk',
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
}

/** Two reads of one item each: whether either user blocked the other, as of now. */
export async function blockedEitherWay(oneId: string, otherId: string): Promise<boolean> {
  const found = await Promise.all([hasBlocked(oneId, otherId), hasBlocked(otherId, oneId)]);
  return found.includes(true);
}

/** A bound no real block list reaches; the read stays one page. */
const blockListLimit = 500;

/** The users `blockerId` blocked, most recent first. */
export async function blocksOf(blockerId: string): Promise<BlockRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(blockerId), ':prefix': blockSortKeyPrefix },
      ConsistentRead: true,
      Limit: blockListLimit,
    }),
  );
  return Items.map(parseBlockRecord).sort((a, b) => b.blockedAt.localeCompare(a.blockedAt));
}

/**
 * Everyone on the other side of a block with `userId`, whoever made it: listings leave them out. Two bounded
 * queries: the blocks in the user's partition, and the blocks others made of them (`userItemsElsewhere`,
 * which every block item is in already). The index follows a new block within moments; a listing may show
 * it that long, while a profile, an event, a request or a message reads or checks the items themselves.
 */
export async function usersBlockedEitherWay(userId: string): Promise<Set<string>> {
  const { indexName, partitionKey, sortKey } = tableIndexes.userItemsElsewhere;
  const [mine, theirs] = await Promise.all([
    blocksOf(userId),
    documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: indexName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': blockedByPrefix },
        ProjectionExpression: '#sk',
        Limit: blockListLimit,
      }),
    ),
  ]);
  const blockers = (theirs.Items ?? []).map((item) => String(item[sortKey]).slice(blockedByPrefix.length));
  return new Set([...mine.map((block) => block.userId), ...blockers]);
}
