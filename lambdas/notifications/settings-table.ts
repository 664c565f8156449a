/**
 * A user's notification settings: the kinds turned off in the app, by e-mail and by phone (everything is on until
 * turned off), and whether the user has phone notifications set up. One item per user (keys.ts), read by the
 * notifier before it writes, written by the settings screen, by the one-click unsubscribe link of an e-mail and by
 * the Web Push subscriptions (lambdas/web-push/).
 *
 * Phone notifications carry two marks: `pushChosenAt`, once the user's phone choices exist (their first device
 * copied `inAppOff` into `pushOff`, or they saved the form), so a later device keeps them; and `pushOn`, while the user has a device, so
 * the notifier writes no Web Push outbox item for a user nobody could send it to.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  isEmailNotificationType,
  type EmailNotificationType,
  type NotificationType,
} from '../contracts/notifications';
import { documentClient, tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import { notificationSettingsKey } from './keys';

export interface NotificationSettings {
  readonly inAppOff: ReadonlySet<NotificationType>;
  readonly emailOff: ReadonlySet<EmailNotificationType>;
  readonly pushOff: ReadonlySet<NotificationType>;
}

export interface StoredNotificationSettings extends NotificationSettings {
  /** whether the user's phone choices exist (`pushOff` is theirs, not a default) */
  readonly pushChosen: boolean;
  /** whether the user has a device to send phone notifications to */
  readonly pushOn: boolean;
}

export async function readNotificationSettings(
  userId: string,
  consistent = false,
): Promise<StoredNotificationSettings> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: notificationSettingsKey(userId),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return {
    inAppOff: new Set((Item?.inAppOff as Set<NotificationType> | undefined) ?? []),
    // A kind that no longer has an e-mail (the purchase e-mail became the receipt) may linger in old settings.
    emailOff: new Set(
      [...((Item?.emailOff as Set<string> | undefined) ?? [])].filter(isEmailNotificationType),
    ),
    pushOff: new Set((Item?.pushOff as Set<NotificationType> | undefined) ?? []),
    pushChosen: typeof Item?.pushChosenAt === 'string',
    pushOn: Item?.pushOn === true,
  };
}

/** `SET name = :name` for a non-empty list, `REMOVE name` for an empty one (DynamoDB stores no empty set). */
function listAssignments(lists: Readonly<Record<string, ReadonlySet<string>>>) {
  const kept = Object.entries(lists).filter(([, values]) => values.size > 0);
  const removed = Object.entries(lists).filter(([, values]) => values.size === 0);
  return {
    set: kept.map(([name]) => `${name} = :${name}`),
    remove: removed.map(([name]) => name),
    values: Object.fromEntries(kept.map(([name, values]) => [`:${name}`, new Set(values)])),
  };
}

/**
 * Replaces the three lists (the settings screen sends the whole form). An empty list removes its attribute. The
 * phone choices are the user's from then on (`pushChosenAt`): a first device keeps what the form showed and saved.
 * A piece of the caller's transaction, which holds their account to being active beside it.
 */
export function notificationSettingsUpdate(
  userId: string,
  settings: NotificationSettings,
  at: Date,
): TransactionItem {
  const lists = listAssignments({
    inAppOff: settings.inAppOff,
    emailOff: settings.emailOff,
    pushOff: settings.pushOff,
  });
  return {
    Update: {
      TableName: tableName,
      Key: notificationSettingsKey(userId),
      UpdateExpression: [
        `SET ${['updatedAt = :at', 'pushChosenAt = if_not_exists(pushChosenAt, :at)', ...lists.set].join(', ')}`,
        lists.remove.length > 0 ? `REMOVE ${lists.remove.join(', ')}` : '',
      ].join(' '),
      ExpressionAttributeValues: { ':at': at.toISOString(), ...lists.values },
    },
  };
}

/**
 * A device subscribed: phone notifications are on. On the user's first device ever (`firstChoices` given: their
 * `inAppOff` as just read), `pushOff` starts as that list and the choices are recorded, under the condition that
 * none were recorded meanwhile; later devices leave the choices alone. A piece of the subscription's transaction.
 */
export function pushSetUpUpdate(
  userId: string,
  firstChoices: ReadonlySet<NotificationType> | undefined,
  at: Date,
): TransactionItem {
  const key = notificationSettingsKey(userId);
  if (!firstChoices) {
    return {
      Update: {
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET pushOn = :true',
        ExpressionAttributeValues: { ':true': true },
      },
    };
  }
  const lists = listAssignments({ pushOff: firstChoices });
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: [
        `SET ${['pushOn = :true', 'pushChosenAt = :at', 'updatedAt = :at', ...lists.set].join(', ')}`,
        lists.remove.length > 0 ? `REMOVE ${lists.remove.join(', ')}` : '',
      ].join(' '),
      ConditionExpression: 'attribute_not_exists(pushChosenAt)',
      ExpressionAttributeValues: { ':true': true, ':at': at.toISOString(), ...lists.values },
    },
  };
}

/**
 * The user has no device left (the last one unsubscribed, or every one is gone): the notifier stops writing phone
 * notifications for them until a device subscribes again. The SPA posts its subscription on each start, so a
 * device that races this turns it back on at the next start. Never creates the item.
 */
export async function turnPushOff(userId: string): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: notificationSettingsKey(userId),
        UpdateExpression: 'REMOVE pushOn',
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The one-click unsubscribe: turns one kind off by e-mail, whatever else is set (a string set's ADD). */
export async function turnEmailOff(userId: string, type: EmailNotificationType, at: Date): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: notificationSettingsKey(userId),
      UpdateExpression: 'ADD emailOff :type SET updatedAt = :at',
      ExpressionAttributeValues: { ':type': new Set([type]), ':at': at.toISOString() },
    }),
  );
}
