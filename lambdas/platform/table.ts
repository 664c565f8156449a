/** The table client, created once per container and shared by every data module. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
