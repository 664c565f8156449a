/**
 * All table access of the notification centre. The unread count is kept exact by conditions in the same
 * transactions that change what it counts (DESIGN.md section 3):
 *
 *   unread = the reader's notifications with `read` false and `createdAt` after `readThrough`
 *
 * - a new notification: its Put (`attribute_not_exists`, so a redelivered cause writes nothing) and `unread + 1`
 *   under `createdAt > readThrough`; when that fails (the reader marked all read after its cause happened) it is
 *   written read, without the +1;
 * - mark one read: `read` false to true and `unread - 1`, both conditional; one already read, or under the
 *   watermark, changes nothing;
 * - an unread notification whose time to live ran out: `unread - 1` with a claim named after it, so a redelivered
 *   removal changes nothing;
 * - mark all read: `unread = 0` and `readThrough` raised to now, one write, so a notification that lands after it
 *   counts from 0 and one that landed before is under the watermark. A cause's instant is never after its delivery.
 */
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  isEmailNotificationType,
  type NotificationType,
  type NotificationView,
} from '../contracts/notifications';
import { emailPut } from '../email/outbox';
import { webPushPut } from '../web-push/outbox';
import { userPartition } from '../platform/keys';
import { liveProfileCheck, callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { documentClient, indexItems, tableName } from '../platform/table';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import {
  aboutUserIndexAttributes,
  createdAtOfId,
  expiryClaimKey,
  notificationCountKey,
  notificationId,
  notificationKey,
  notificationSortKeyPrefix,
  notifiedAboutPrefix,
} from './keys';
import type { Notice } from './notices';

/** Long enough to look back on a season of events; the list is for what is new. */
export const notificationRetentionDays = 90;

export interface Delivery {
  readonly notice: Notice;
  /** whether the in-app notification is written (the reader did not turn its kind off) */
  readonly inApp: boolean;
  /** the e-mail to write with it, when its kind goes by e-mail and the reader did not turn it off */
  readonly email?: { readonly to: string; readonly text: string };
  /** whether a phone notification goes with it (the reader has a device and did not turn its kind off) */
  readonly push?: boolean;
}

/** `reader-gone`: their account is deleted or being deleted. */
export type DeliveryOutcome = 'delivered' | 'already-delivered' | 'nothing-to-deliver' | 'reader-gone';

function notificationPut(notice: Notice, read: boolean): TransactionItem {
  const id = notificationId(notice.at, notice.key);
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...notificationKey(notice.recipientId, id),
        id,
        type: notice.type,
        read,
        createdAt: notice.at,
        ...(notice.eventId === undefined ? {} : { eventId: notice.eventId }),
        ...(notice.aboutUserId === undefined
          ? {}
          : aboutUserIndexAttributes(notice.aboutUserId, notice.recipientId, id)),
        text: notice.text,
        link: notice.link,
        [timeToLiveAttribute]: Math.floor(Date.parse(notice.at) / 1000) + notificationRetentionDays * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** `unread + 1` for a notification whose cause came after the reader last marked all read. */
function countNew(userId: string, createdAt: string): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: notificationCountKey(userId),
      UpdateExpression: 'ADD unread :one',
      ConditionExpression: 'attribute_not_exists(readThrough) OR readThrough < :at',
      ExpressionAttributeValues: { ':one': 1, ':at': createdAt },
    },
  };
}

/**
 * Writes one notice for its reader: the notification (unless turned off), the count, the e-mail and the phone
 * notification's outbox item (when given), in one transaction, so each exists exactly when the others do and a
 * second delivery changes nothing.
 */
export async function deliver({ notice, inApp, email, push = false }: Delivery): Promise<DeliveryOutcome> {
  if (!inApp && !email && !push) return 'nothing-to-deliver';
  const emailPart =
    email &&
    emailPut({
      key: notice.key,
      recipientId: notice.recipientId,
      to: email.to,
      subject: notice.email?.subject ?? notice.text,
      text: email.text,
      at: new Date(notice.at),
      ...(isEmailNotificationType(notice.type) ? { notificationType: notice.type } : {}),
    });
  const pushPart = push ? webPushPut(notice) : undefined;
  // Nothing lands in a partition an account deletion is emptying.
  const reader = liveProfileCheck(notice.recipientId);
  const unreadParts = {
    reader,
    notification: inApp ? notificationPut(notice, false) : undefined,
    count: inApp ? countNew(notice.recipientId, notice.at) : undefined,
    email: emailPart,
    push: pushPart,
  };
  const failure = await transactWithRetries(unreadParts);
  if (!failure) return 'delivered';
  if (failure.conditionFailed('reader')) return 'reader-gone';
  if (
    failure.conditionFailed('notification') ||
    (!inApp && (failure.conditionFailed('email') || failure.conditionFailed('push')))
  ) {
    return 'already-delivered';
  }
  if (!failure.conditionFailed('count')) throw new Error(`Delivering a notification: ${failure.summary}`);
  // Marked all read after the cause: the notification is read already, the count stays.
  const readParts = { reader, notification: notificationPut(notice, true), email: emailPart, push: pushPart };
  const second = await transactWithRetries(readParts);
  if (!second) return 'delivered';
  if (second.conditionFailed('reader')) return 'reader-gone';
  if (second.conditionFailed('notification')) return 'already-delivered';
  throw new Error(`Delivering a read notification: ${second.summary}`);
}

export interface Count {
  unread: number;
  readThrough?: string;
}

export async function countOf(userId: string): Promise<Count> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: notificationCountKey(userId), ConsistentRead: true }),
  );
  return {
    unread: Math.max(0, Number(Item?.unread ?? 0)),
    ...(typeof Item?.readThrough === 'string' ? { readThrough: Item.readThrough } : {}),
  };
}

export interface StoredPage {
  readonly items: NotificationView[];
  /** the sort key of the last item, when there are older ones */
  readonly last?: string;
}

/** One page of the reader's notifications, newest first, after the one with sort key `after` when given. */
export async function notificationPage(
  userId: string,
  limit: number,
  after: string | undefined,
  readThrough: string | undefined,
): Promise<StoredPage> {
  const { pk } = notificationCountKey(userId);
  // One more than the page: whether there is an older page is known without asking for an empty one.
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': notificationSortKeyPrefix },
      ScanIndexForward: false,
      Limit: limit + 1,
      ...(after === undefined ? {} : { ExclusiveStartKey: { pk, sk: after } }),
    }),
  );
  const shown = Items.slice(0, limit);
  const items = shown.map((item): NotificationView => {
    const createdAt = String(item.createdAt);
    return {
      id: String(item.id),
      type: item.type as NotificationType,
      read: item.read === true || (readThrough !== undefined && createdAt <= readThrough),
      createdAt,
      ...(typeof item.eventId === 'string' ? { eventId: item.eventId } : {}),
      text: String(item.text),
      link: String(item.link),
    };
  });
  return { items, ...(Items.length > limit ? { last: String(shown[shown.length - 1]?.sk) } : {}) };
}

/** Marks one notification read: true when this call changed it (and the count). */
export async function markRead(userId: string, id: string): Promise<boolean> {
  const createdAt = createdAtOfId(id);
  const failure = await transactWithRetries({
    notification: {
      Update: {
        TableName: tableName,
        Key: notificationKey(userId, id),
        UpdateExpression: 'SET #read = :true',
        ConditionExpression: '#read = :false',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':true': true, ':false': false },
      },
    },
    count: {
      Update: {
        TableName: tableName,
        Key: notificationCountKey(userId),
        UpdateExpression: 'ADD unread :minusOne',
        ConditionExpression: 'unread > :zero AND (attribute_not_exists(readThrough) OR readThrough < :at)',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':at': createdAt },
      },
    },
  });
  if (!failure) return true;
  if (failure.conditionFailed('notification')) return false;
  if (failure.conditionFailed('count')) {
    // Under the watermark: read already as far as the count goes; the item says so too from now on.
    await markItemRead(userId, id);
    return false;
  }
  throw new Error(`Marking a notification read: ${failure.summary}`);
}

async function markItemRead(userId: string, id: string): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: notificationKey(userId, id),
        UpdateExpression: 'SET #read = :true',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':true': true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * An account deletion: every notification that names the user leaves its reader's bell, taken off the count
 * first when unread (each step exact on its own, so a deletion run again finishes the work).
 */
export async function forgetNotificationsAbout(userId: string): Promise<void> {
  const found = await indexItems('userItemsElsewhere', userPartition(userId), notifiedAboutPrefix);
  for (const item of found) {
    const readerId = String(item.pk).slice(userPartition('').length);
    const id = String(item.id);
    await markRead(readerId, id);
    await documentClient.send(
      new DeleteCommand({ TableName: tableName, Key: notificationKey(readerId, id) }),
    );
  }
}

/**
 * Everything whose cause happened up to `now` is read: the count is 0 and the watermark rises (never falls). Only on
 * an active account: the count item it may create would outlive a deletion's sweep.
 */
export async function markAllRead(userId: string, now: Date): Promise<void> {
  const failure = await transactWithRetries({
    count: {
      Update: {
        TableName: tableName,
        Key: notificationCountKey(userId),
        UpdateExpression: 'SET unread = :zero, readThrough = :now',
        ConditionExpression: 'attribute_not_exists(readThrough) OR readThrough < :now',
        ExpressionAttributeValues: { ':zero': 0, ':now': now.toISOString() },
      },
    },
    ...callerActive(userId),
  });
  refuseInactiveCaller(failure);
  // A later mark-all got there first: everything up to now is read already.
  if (failure && !failure.conditionFailed('count')) {
    throw new Error(`Marking all notifications read: ${failure.summary}`);
  }
}

/** Longer than the stream keeps a record (24 hours): the claim outlives every redelivery of the removal. */
const expiryClaimSeconds = 2 * 86_400;

/**
 * An unread notification expired (its time to live): the count drops by one, once. False when there was nothing
 * to drop: handled before, under the watermark, or the account is gone.
 */
export async function uncountExpired(userId: string, id: string, now: Date): Promise<boolean> {
  const failure = await transactWithRetries({
    reader: liveProfileCheck(userId),
    claim: {
      Put: {
        TableName: tableName,
        Item: {
          ...expiryClaimKey(userId, id),
          [timeToLiveAttribute]: Math.floor(now.getTime() / 1000) + expiryClaimSeconds,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    count: {
      Update: {
        TableName: tableName,
        Key: notificationCountKey(userId),
        UpdateExpression: 'ADD unread :minusOne',
        ConditionExpression:
          'attribute_exists(pk) AND unread > :zero AND (attribute_not_exists(readThrough) OR readThrough < :at)',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':at': createdAtOfId(id) },
      },
    },
  });
  if (!failure) return true;
  if (['reader', 'claim', 'count'].some((name) => failure.conditionFailed(name as 'count'))) return false;
  throw new Error(`Taking an expired notification off the count: ${failure.summary}`);
}
