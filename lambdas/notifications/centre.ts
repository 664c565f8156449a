/** The notification centre's reads and marks, for the routes: pages with opaque cursors, the settings form. */
import type {
  EmailNotificationType,
  NotificationPage,
  NotificationSettingsForm,
  NotificationType,
  NotificationView,
} from '../contracts/notifications';
import { transactWithRetries } from '../platform/transactions';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { notificationSortKeyPrefix } from './keys';
import { type Count, countOf, notificationPage } from './notifications-table';
import { notificationSettingsUpdate, readNotificationSettings } from './settings-table';

export const notificationPageSize = 20;
const exportPageSize = 100;

/** A cursor is the base64url of the last sort key shown; anything else is not one. */
export function decodeCursor(cursor: string | undefined): { after?: string } | undefined {
  if (cursor === undefined) return {};
  const after = Buffer.from(cursor, 'base64url').toString('utf8');
  return after.startsWith(notificationSortKeyPrefix) && after.length < 500 ? { after } : undefined;
}

const encodeCursor = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');

const sameCount = (one: Count, other: Count) =>
  one.unread === other.unread && one.readThrough === other.readThrough;

/**
 * The count and the page are two reads: a notification that lands between them would show one more unread item than
 * the bell counts, so the page is read again (at most twice more) until the count around it did not move.
 */
export async function pageOf(userId: string, after: string | undefined): Promise<NotificationPage> {
  let count = await countOf(userId);
  let page = await notificationPage(userId, notificationPageSize, after, count.readThrough);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const countAfter = await countOf(userId);
    if (sameCount(count, countAfter)) break;
    count = countAfter;
    page = await notificationPage(userId, notificationPageSize, after, count.readThrough);
  }
  return {
    items: page.items,
    unread: count.unread,
    ...(page.last === undefined ? {} : { nextCursor: encodeCursor(page.last) }),
  };
}

/** Every notification of the reader, newest first (the data export). */
export async function allNotificationsOf(userId: string): Promise<NotificationView[]> {
  const { readThrough } = await countOf(userId);
  const all: NotificationView[] = [];
  let after: string | undefined;
  do {
    const page = await notificationPage(userId, exportPageSize, after, readThrough);
    all.push(...page.items);
    after = page.last;
  } while (after !== undefined);
  return all;
}

/**
 * The form as saved. Before the user's first device their phone choices do not exist yet: the form shows what that
 * device will start from, every kind that is on in the app.
 */
export async function settingsOf(userId: string): Promise<NotificationSettingsForm> {
  const settings = await readNotificationSettings(userId);
  return {
    inAppOff: [...settings.inAppOff].sort(),
    emailOff: [...settings.emailOff].sort(),
    pushOff: [...(settings.pushChosen ? settings.pushOff : settings.inAppOff)].sort(),
  };
}

export async function saveSettings(
  userId: string,
  form: NotificationSettingsForm,
  now: Date,
): Promise<NotificationSettingsForm> {
  const settings = {
    inAppOff: new Set<NotificationType>(form.inAppOff),
    emailOff: new Set<EmailNotificationType>(form.emailOff),
    pushOff: new Set<NotificationType>(form.pushOff),
  };
  const failure = await transactWithRetries({
    settings: notificationSettingsUpdate(userId, settings, now),
    ...callerActive(userId),
  });
  refuseInactiveCaller(failure);
  if (failure) throw new Error(`Notification settings not saved: ${failure.summary}`);
  return settingsOf(userId);
}
