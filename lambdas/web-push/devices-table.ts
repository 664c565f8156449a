/**
 * All table access of a user's Web Push devices and of their endpoints' owners (keys.ts). One browser's endpoint
 * belongs to one account at a time: a subscription writes the owner item under the condition that it still names
 * whom the subscription read there, in the same transaction that removes the device from that account.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { WebPushSubscription } from '../contracts/web-push';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { documentClient, partitionItems, tableName } from '../platform/table';
import { userPartition } from '../platform/keys';
import { transactWithRetries, type Cancellation, type TransactionItem } from '../platform/transactions';
import { pushDeviceKey, pushDeviceSortKeyPrefix, pushEndpointIndexAttributes, pushEndpointKey } from './keys';

/** "Subscriptions unused for 60 days expire": the SPA posts its subscription on each start, which refreshes it. */
export const deviceLifetimeDays = 60;

export interface StoredDevice {
  readonly deviceId: string;
  readonly subscription: WebPushSubscription;
  readonly lastSeenAt: string;
}

const expiryOf = (lastSeen: Date) => Math.floor(lastSeen.getTime() / 1000) + deviceLifetimeDays * 86_400;

/**
 * The user's devices, least recently seen first, read consistently (a subscription counts them; the sender must
 * not miss one just added). The table's time to live removes an expired device within days, not at once: one past
 * its expiry is no longer counted.
 */
export async function devicesOf(userId: string, now: Date): Promise<StoredDevice[]> {
  const items = await partitionItems(userPartition(userId), pushDeviceSortKeyPrefix);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return items
    .filter((item) => Number(item[timeToLiveAttribute]) > nowSeconds)
    .map((item) => ({
      deviceId: String(item.sk).slice(pushDeviceSortKeyPrefix.length),
      subscription: {
        endpoint: String(item.endpoint),
        keys: item.keys as WebPushSubscription['keys'],
      },
      lastSeenAt: String(item.lastSeenAt),
    }))
    .sort((one, other) => one.lastSeenAt.localeCompare(other.lastSeenAt));
}

/** The account the endpoint belongs to now, read consistently; undefined when none. */
export async function endpointOwner(deviceId: string): Promise<string | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: pushEndpointKey(deviceId), ConsistentRead: true }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
}

export interface DeviceSave {
  readonly userId: string;
  readonly deviceId: string;
  readonly subscription: WebPushSubscription;
  readonly now: Date;
  /** whom the owner item named when read: the device leaves that account, and the write holds only if it still does */
  readonly previousOwner: string | undefined;
  /** the user's devices that make room for this one (the least recently seen, over the cap) */
  readonly evicted: readonly string[];
  /** the caller's other parts: their account's check, the settings' update */
  readonly alongside: Readonly<Record<string, TransactionItem>>;
}

/** The owner item names `userId` (or, for none, there is no owner item). */
function ownerCondition(userId: string | undefined) {
  return userId === undefined
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : { ConditionExpression: 'userId = :owner', ExpressionAttributeValues: { ':owner': userId } };
}

/** The owner item, when there is one, names `userId`: an endpoint passed to another account stays theirs. */
const ownedBy = (userId: string) => ({
  ConditionExpression: 'attribute_not_exists(pk) OR userId = :owner',
  ExpressionAttributeValues: { ':owner': userId },
});

function deviceDeletes(userId: string, deviceId: string): TransactionItem[] {
  return [
    { Delete: { TableName: tableName, Key: pushDeviceKey(userId, deviceId) } },
    { Delete: { TableName: tableName, Key: pushEndpointKey(deviceId), ...ownedBy(userId) } },
  ];
}

/**
 * Adds or refreshes the device, in one transaction with the endpoint's owner item (conditioned on the owner read),
 * the device's removal from its previous account, the evicted devices' removal and the caller's parts. The
 * cancellation names `owner`, `evicted` or a part of `alongside` when a condition refused it.
 */
export function saveDevice(save: DeviceSave): Promise<Cancellation<string> | undefined> {
  const { userId, deviceId, subscription, now, previousOwner } = save;
  const at = now.toISOString();
  const expiresAt = expiryOf(now);
  return transactWithRetries({
    ...save.alongside,
    owner: {
      Put: {
        TableName: tableName,
        Item: {
          ...pushEndpointKey(deviceId),
          userId,
          ...pushEndpointIndexAttributes(userId, deviceId),
          [timeToLiveAttribute]: expiresAt,
        },
        ...ownerCondition(previousOwner),
      },
    },
    device: {
      Update: {
        TableName: tableName,
        Key: pushDeviceKey(userId, deviceId),
        UpdateExpression:
          'SET endpoint = :endpoint, #keys = :keys, lastSeenAt = :at, #expiresAt = :expiresAt, createdAt = if_not_exists(createdAt, :at)',
        ExpressionAttributeNames: { '#keys': 'keys', '#expiresAt': timeToLiveAttribute },
        ExpressionAttributeValues: {
          ':endpoint': subscription.endpoint,
          ':keys': { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
          ':at': at,
          ':expiresAt': expiresAt,
        },
      },
    },
    previousAccount:
      previousOwner !== undefined && previousOwner !== userId
        ? { Delete: { TableName: tableName, Key: pushDeviceKey(previousOwner, deviceId) } }
        : undefined,
    evicted: save.evicted.flatMap((evicted) => deviceDeletes(userId, evicted)),
  });
}

/**
 * Removes one of the user's devices and, while it still names them, its endpoint's owner item. True when the
 * device was there.
 */
export async function deleteDevice(userId: string, deviceId: string): Promise<boolean> {
  const { Attributes } = await documentClient.send(
    new DeleteCommand({
      TableName: tableName,
      Key: pushDeviceKey(userId, deviceId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  try {
    await documentClient.send(
      new DeleteCommand({ TableName: tableName, Key: pushEndpointKey(deviceId), ...ownedBy(userId) }),
    );
  } catch (error) {
    // The endpoint passed to another account meanwhile: its owner item is theirs now.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  return Attributes !== undefined;
}
