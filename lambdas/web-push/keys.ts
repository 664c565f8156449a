/**
 * Keys of the Web Push feature's items. Access patterns: docs/data-model.md.
 *
 *   USER#<userId>            / PUSH_DEVICE#<deviceId>   one of the user's devices (a browser's push subscription)
 *   PUSH_ENDPOINT#<deviceId> / PUSH_ENDPOINT            which account the endpoint belongs to now
 *   WEB_PUSH#<recipientId>#<noticeKey> / WEB_PUSH       one notice to send to each of the recipient's devices
 *
 * A device is named by its endpoint (the SHA-256 of it, base64url: 43 characters, whatever the endpoint's length),
 * so the same browser always names the same item. The endpoint's owner item is indexed under its user in
 * `userItemsElsewhere` (like an e-mail to them), so an account deletion finds it, and so is each outbox item.
 */
import { createHash } from 'node:crypto';
import { userPartition, type ItemKey } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';

export const deviceIdOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

export const pushDeviceSortKeyPrefix = 'PUSH_DEVICE#';
export const pushDeviceKey = (userId: string, deviceId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${pushDeviceSortKeyPrefix}${deviceId}`,
});

export const pushEndpointPartitionPrefix = 'PUSH_ENDPOINT#';
export const pushEndpointKey = (deviceId: string): ItemKey => ({
  pk: `${pushEndpointPartitionPrefix}${deviceId}`,
  sk: 'PUSH_ENDPOINT',
});
/** The sort key of a user's endpoints in `userItemsElsewhere`. */
export const pushEndpointOfUserPrefix = 'PUSH_ENDPOINT#';
export const pushEndpointIndexAttributes = (userId: string, deviceId: string) =>
  indexAttributes(
    tableIndexes.userItemsElsewhere,
    userPartition(userId),
    `${pushEndpointOfUserPrefix}${deviceId}`,
  );

export const webPushPartitionPrefix = 'WEB_PUSH#';
/** The recipient first: a user id holds no `#`, so the key reads back unambiguously. */
export const webPushKey = (recipientId: string, noticeKey: string): ItemKey => ({
  pk: `${webPushPartitionPrefix}${recipientId}#${noticeKey}`,
  sk: 'WEB_PUSH',
});
/** The sort key of a user's outbox items in `userItemsElsewhere`. */
export const webPushOfUserPrefix = 'WEB_PUSH#';
