/**
 * The outbox items the Web Push sender reads and marks (the items themselves: outbox.ts), and the recipient's
 * unread count it puts on the app icon's badge. `sentTo` holds the devices a push service accepted the item for:
 * each is added once, under the condition that it is not there yet, so a redelivered record skips them.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { notificationCountKey } from '../notifications/keys';
import { documentClient, tableName } from '../platform/table';
import type { ItemKey } from '../platform/keys';

/** The devices the item was sent to, read consistently; undefined when the item is gone (expired, account deleted). */
export async function sentDevices(key: ItemKey): Promise<ReadonlySet<string> | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: key,
      ProjectionExpression: 'pk, sentTo',
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return new Set((Item.sentTo as Set<string> | undefined) ?? []);
}

/** Records that a push service accepted the item for the device: false when it was recorded already. */
export async function markSentTo(key: ItemKey, deviceId: string): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'ADD sentTo :device',
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(sentTo, :deviceId)',
        ExpressionAttributeValues: { ':device': new Set([deviceId]), ':deviceId': deviceId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The recipient's unread notifications now (the notification centre keeps the count exact). */
export async function unreadCount(userId: string): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: notificationCountKey(userId),
      ProjectionExpression: 'unread',
      ConsistentRead: true,
    }),
  );
  return Math.max(0, Number(Item?.unread ?? 0));
}
