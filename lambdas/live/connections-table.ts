/**
 * The open WebSocket connections in the table. API Gateway closes a connection after 2 hours at most, so an item
 * expires (time to live) a little after that even when its $disconnect never ran; until DynamoDB deletes it, reads
 * skip it, and a live update that finds it gone deletes it. A connection that watches an area (new events near the
 * dashboard) has one more item per cell, in the cell's partition, with the same time to live; the connection's
 * item names its cells (`areaCells`, comma-joined), so a new watch or the disconnect removes exactly those.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { documentClient, partitionItems, tableName } from '../platform/table';
import { userPartition } from '../platform/keys';
import { transactWithRetries } from '../platform/transactions';
import {
  areaCellsOf,
  areaPartitionPrefix,
  areaWatchKey,
  areaWatchKeysOf,
  connectionKey,
  connectionSortKeyPrefix,
} from './keys';

/** API Gateway's longest connection, 2 hours, and a margin for clocks. */
export const connectionLifetimeSeconds = 2 * 3600 + 300;

/** The items whose time to live has not run out at `at` (DynamoDB deletes expired ones a while later). */
const stillOpen = <Item extends Record<string, unknown>>(items: readonly Item[], at: Date): Item[] =>
  items.filter((item) => Number(item[timeToLiveAttribute]) > at.getTime() / 1000);

export async function putConnection(userId: string, connectionId: string, at: Date): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...connectionKey(userId, connectionId),
        userId,
        connectionId,
        connectedAt: at.toISOString(),
        [timeToLiveAttribute]: Math.floor(at.getTime() / 1000) + connectionLifetimeSeconds,
      },
    }),
  );
}

/** The connection's item and its area items. */
export async function deleteConnection(userId: string, connectionId: string): Promise<void> {
  const { Attributes } = await documentClient.send(
    new DeleteCommand({
      TableName: tableName,
      Key: connectionKey(userId, connectionId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  await Promise.all(
    areaWatchKeysOf(Attributes ?? {}).map((key) =>
      documentClient.send(new DeleteCommand({ TableName: tableName, Key: key })),
    ),
  );
}

export type WatchOutcome = 'watching' | 'connection-gone';

/**
 * The connection watches these cells from now on, and no others. One transaction moves the connection's list and
 * its area items together, on the condition that the list is still the one read: two watches of the same
 * connection racing cannot leave an area item its list does not name.
 */
export async function watchArea(
  userId: string,
  connectionId: string,
  cells: readonly string[],
): Promise<WatchOutcome> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName,
        Key: connectionKey(userId, connectionId),
        ConsistentRead: true,
      }),
    );
    if (!Item) return 'connection-gone';
    const before = areaCellsOf(Item);
    const expiresAt = Number(Item[timeToLiveAttribute]);
    const failure = await transactWithRetries({
      connection: {
        Update: {
          TableName: tableName,
          Key: connectionKey(userId, connectionId),
          UpdateExpression: 'SET areaCells = :cells',
          ConditionExpression:
            before.length === 0
              ? 'attribute_exists(pk) AND (attribute_not_exists(areaCells) OR areaCells = :none)'
              : 'areaCells = :before',
          ExpressionAttributeValues: {
            ':cells': cells.join(','),
            ...(before.length === 0 ? { ':none': '' } : { ':before': before.join(',') }),
          },
        },
      },
      left: before
        .filter((cell) => !cells.includes(cell))
        .map((cell) => ({ Delete: { TableName: tableName, Key: areaWatchKey(cell, connectionId) } })),
      entered: cells
        .filter((cell) => !before.includes(cell))
        .map((cell) => ({
          Put: {
            TableName: tableName,
            Item: {
              ...areaWatchKey(cell, connectionId),
              userId,
              connectionId,
              [timeToLiveAttribute]: expiresAt,
            },
          },
        })),
    });
    if (!failure) return 'watching';
    if (!failure.conditionFailed('connection')) throw new Error(`Watching an area: ${failure.summary}`);
  }
  throw new Error('Watching an area: the connection kept changing');
}

export interface AreaWatcher {
  readonly userId: string;
  readonly connectionId: string;
}

/** The connections watching a cell that may still be open at `at`. */
export async function watchersOf(cell: string, at: Date): Promise<AreaWatcher[]> {
  const items = await partitionItems(`${areaPartitionPrefix}${cell}`, connectionSortKeyPrefix);
  return stillOpen(items, at).map((item) => ({
    userId: String(item.userId),
    connectionId: String(item.connectionId),
  }));
}

/** The user's connections that may still be open at `at`. */
export async function openConnectionIds(userId: string, at: Date): Promise<string[]> {
  const items = await partitionItems(userPartition(userId), connectionSortKeyPrefix);
  return stillOpen(items, at).map((item) => String(item.connectionId));
}
