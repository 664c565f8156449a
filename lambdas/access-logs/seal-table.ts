/** The end of the access logs' digest chain: the newest sealed hour, moved one hour on at a time. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/table';
import type { Seal } from './digest';
import { accessLogSealKey } from './keys';

export async function latestSeal(): Promise<Seal | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: accessLogSealKey, ConsistentRead: true }),
  );
  return Item
    ? { hour: Item.hour as string, key: Item.key as string, sha256: Item.sha256 as string }
    : undefined;
}

/**
 * Moves the chain's end from `previous` (undefined: the chain's start) to `next`. False when another run moved
 * it first: two runs never both extend the chain from the same digest.
 */
export async function extendChain(previous: Seal | undefined, next: Seal): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...accessLogSealKey, ...next },
        ConditionExpression: previous ? '#hour = :previousHour' : 'attribute_not_exists(pk)',
        ...(previous
          ? {
              ExpressionAttributeNames: { '#hour': 'hour' },
              ExpressionAttributeValues: { ':previousHour': previous.hour },
            }
          : {}),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
