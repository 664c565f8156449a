/** The table client, created once per container and shared by every data module. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableIndexes } from './table-schema';
import { requiredEnv } from './env';

export const tableName = requiredEnv('TABLE_NAME');

export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

/** The newest `limit` items of one partition of an index whose sort key starts with a time (a user's items). */
export async function newestInIndex(
  index: keyof typeof tableIndexes,
  partition: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const { indexName, partitionKey } = tableIndexes[index];
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': partitionKey },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items;
}

type Item = Record<string, unknown>;

/** Every page of a query: for a user's items, bounded by what one person does, not by the table. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Every item of one partition of an index (whose sort key starts with `skPrefix`): a user's items elsewhere. */
export function indexItems(
  index: keyof typeof tableIndexes,
  partition: string,
  skPrefix?: string,
): Promise<Item[]> {
  const { indexName, partitionKey, sortKey } = tableIndexes[index];
  return queryAll({
    IndexName: indexName,
    KeyConditionExpression: skPrefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
    ExpressionAttributeNames: { '#pk': partitionKey, ...(skPrefix ? { '#sk': sortKey } : {}) },
    ExpressionAttributeValues: { ':pk': partition, ...(skPrefix ? { ':prefix': skPrefix } : {}) },
  });
}

/** Every item of one partition (whose sort key starts with `skPrefix`), read consistently. */
export function partitionItems(pk: string, skPrefix?: string): Promise<Item[]> {
  return queryAll({
    KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk, ...(skPrefix ? { ':prefix': skPrefix } : {}) },
    ConsistentRead: true,
  });
}

/**
 * The newest `limit` items of one partition whose sort key starts with `prefix`, older than the item whose sort key
 * is `beforeSortKey` when given: one page of a user's history.
 */
export async function newestInPartition(
  pk: string,
  prefix: string,
  limit: number,
  beforeSortKey?: string,
): Promise<Item[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: beforeSortKey
        ? 'pk = :pk AND sk BETWEEN :prefix AND :before'
        : 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': pk,
        ':prefix': prefix,
        ...(beforeSortKey ? { ':before': beforeSortKey } : {}),
      },
      ScanIndexForward: false,
      // BETWEEN includes the item the page starts after; it is dropped below.
      Limit: limit + (beforeSortKey ? 1 : 0),
    }),
  );
  return Items.filter((item) => item.sk !== beforeSortKey).slice(0, limit);
}

/**
 * Items of one `dueByTime` partition whose time (the sort key's start) is before `cutoff` (ISO), oldest first: the
 * work a scheduled job has to do now.
 */
export async function dueBefore(partition: string, cutoff: string, limit: number): Promise<Item[]> {
  const { indexName, partitionKey, sortKey } = tableIndexes.dueByTime;
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: indexName,
      KeyConditionExpression: '#pk = :pk AND #sk < :cutoff',
      ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
      ExpressionAttributeValues: { ':pk': partition, ':cutoff': cutoff },
      Limit: limit,
    }),
  );
  return Items;
}
