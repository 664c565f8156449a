/**
 * A user's notification settings: the kinds turned off in the app and by e-mail (everything is on until turned
 * off). One item per user (keys.ts), read by the notifier before it writes, written by the settings
 * screen and by the one-click unsubscribe link of an e-mail.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EmailNotificationType, NotificationType } from '../contracts/notifications';
import { documentClient, tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import { notificationSettingsKey } from './keys';

export interface NotificationSettings {
  readonly inAppOff: ReadonlySet<NotificationType>;
  readonly emailOff: ReadonlySet<EmailNotificationType>;
}

export async function readNotificationSettings(userId: string): Promise<NotificationSettings> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: notificationSettingsKey(userId) }),
  );
  return {
    inAppOff: new Set((Item?.inAppOff as Set<NotificationType> | undefined) ?? []),
    emailOff: new Set((Item?.emailOff as Set<EmailNotificationType> | undefined) ?? []),
  };
}

/**
 * Replaces both lists (the settings screen sends the whole form). An empty list removes its attribute. A piece of
 * the caller's transaction, which holds their account to being active beside it.
 */
export function notificationSettingsUpdate(
  userId: string,
  settings: NotificationSettings,
  at: Date,
): TransactionItem {
  const lists = { inAppOff: settings.inAppOff, emailOff: settings.emailOff };
  const kept = Object.entries(lists).filter(([, values]) => values.size > 0);
  const removed = Object.entries(lists).filter(([, values]) => values.size === 0);
  return {
    Update: {
      TableName: tableName,
      Key: notificationSettingsKey(userId),
      UpdateExpression: [
        `SET updatedAt = :at${kept.map(([name]) => `, ${name} = :${name}`).join('')}`,
        removed.length > 0 ? `REMOVE ${removed.map(([name]) => name).join(', ')}` : '',
      ].join(' '),
      ExpressionAttributeValues: {
        ':at': at.toISOString(),
        ...Object.fromEntries(kept.map(([name, values]) => [`:${name}`, new Set(values)])),
      },
    },
  };
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
