/** The e-mail items the sender reads and marks (the items themselves: outbox.ts). */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, tableName } from '../platform/table';
import { emailKey } from './keys';

/** Whether the e-mail was sent already; undefined when its item is gone. */
export async function emailState(key: string): Promise<'unsent' | 'sent' | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: emailKey(key),
      ProjectionExpression: 'sentAt',
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return Item.sentAt === undefined ? 'unsent' : 'sent';
}

/**
 * Records that SES accepted the e-mail, once: false when it was marked sent already (another delivery of the
 * same record sent it meanwhile).
 */
export async function markEmailSent(key: string, sentAt: Date, messageId: string): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: emailKey(key),
        UpdateExpression: 'SET sentAt = :sentAt, messageId = :messageId',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(sentAt)',
        ExpressionAttributeValues: { ':sentAt': sentAt.toISOString(), ':messageId': messageId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
