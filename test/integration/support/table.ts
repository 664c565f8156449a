/** Direct reads of the table, to check what a request did (or did not) write. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { stackInfo } from './stack-info';

let client: DynamoDBDocumentClient | undefined;

export function tableClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stackInfo().dynamodbEndpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  return client;
}

export async function getItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  const { Item } = await tableClient().send(
    new GetCommand({ TableName: stackInfo().tableName, Key: key, ConsistentRead: true }),
  );
  return Item;
}

export async function itemsWithPrefix(pk: string, skPrefix: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await tableClient().send(
    new QueryCommand({
      TableName: stackInfo().tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ConsistentRead: true,
    }),
  );
  return Items;
}

/** Sets attributes of an item directly: how a test makes an item look older than it is. */
export async function setAttributes(
  key: { pk: string; sk: string },
  values: Record<string, unknown>,
): Promise<void> {
  const names = Object.keys(values);
  await tableClient().send(
    new UpdateCommand({
      TableName: stackInfo().tableName,
      Key: key,
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, values[name]])),
    }),
  );
}

/** Every item of the test stack's table, read consistently: what a suite proves is gone from anywhere. */
export async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await tableClient().send(
      new ScanCommand({
        TableName: stackInfo().tableName,
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
