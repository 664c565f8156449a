/**
 * The open WebSocket connections in the table. API Gateway closes a connection after 2 hours at most, so an item
 * expires (time to live) a little after that even when its $disconnect never ran; until DynamoDB deletes it, reads
 * skip it, and a push that finds it gone deletes it.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { documentClient, partitionItems, tableName } from '../platform/table';
import { userPartition } from '../platform/keys';
import { connectionKey, connectionSortKeyPrefix } from './keys';

/** API Gateway's longest connection, 2 hours, and a margin for clocks. */
export const connectionLifetimeSeconds = 2 * 3600 + 300;

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

export async function deleteConnection(userId: string, connectionId: string): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: tableName, Key: connectionKey(userId, connectionId) }),
  );
}

/** The user's connections that may still be open at `at`. */
export async function openConnectionIds(userId: string, at: Date): Promise<string[]> {
  const items = await partitionItems(userPartition(userId), connectionSortKeyPrefix);
  const nowSeconds = at.getTime() / 1000;
  return items
    .filter((item) => Number(item[timeToLiveAttribute]) > nowSeconds)
    .map((item) => String(item.connectionId));
}
