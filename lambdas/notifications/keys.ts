/**
 * Keys of the notification centre, in the reader's partition: each notification
 * (`USER#<id>/NOTIFICATION#<createdAt>#<key>`, newest first by a Query on the prefix) and the reader's unread
 * count with its read-through watermark (`USER#<id>/NOTIFICATION_COUNT`), and the reader's settings
 * (`USER#<id>/NOTIFICATION_SETTINGS`). `createdAt` is the instant of the cause and `key` is derived from the cause
 * alone, so the same cause always names the same item.
 * Access patterns: docs/data-model.md.
 */
import { notificationSortKeyPrefix, userPartition, type ItemKey } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';

export { notificationSortKeyPrefix };

/** The id the API shows: the sort key without its prefix. */
export const notificationId = (createdAt: string, key: string) => `${createdAt}#${key}`;

export const notificationKey = (userId: string, id: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${notificationSortKeyPrefix}${id}`,
});

/** The instant an id starts with (ids are checked by `notificationIdPattern` before they get here). */
export const createdAtOfId = (id: string) => id.slice(0, id.indexOf('#'));

export const notificationCountKey = (userId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: 'NOTIFICATION_COUNT',
});

/**
 * A user's notification settings: the kinds they turned off in the app, by e-mail and by phone, and whether phone
 * notifications are set up. The settings screen, the one-click unsubscribe link of an e-mail and the Web Push
 * subscriptions write it, the notifier reads it (settings-table.ts).
 */
export const notificationSettingsKey = (userId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: 'NOTIFICATION_SETTINGS',
});

/**
 * The claim that an expired unread notification was taken off the count once (a redelivered removal finds it).
 * Outside the `NOTIFICATION#` prefix: it is no notification, and the live-update consumer must not send it.
 */
export const expiryClaimKey = (userId: string, id: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `NOTIFICATION_EXPIRED#${id}`,
});

/**
 * A notification that names another user (a request, a message, a leave) is also indexed under that user
 * (`userItemsElsewhere`), so their account deletion finds and removes it from the reader's bell.
 */
export const notifiedAboutPrefix = 'NOTIFIED_ABOUT#';
export const aboutUserIndexAttributes = (aboutUserId: string, readerId: string, id: string) =>
  indexAttributes(
    tableIndexes.userItemsElsewhere,
    userPartition(aboutUserId),
    `${notifiedAboutPrefix}${readerId}#${id}`,
  );

/**
 * A user's marketing e-mail consent as it is now (`USER#<id>/MARKETING_CONSENT`), which the e-mail sender reads, and
 * each change of it kept as its own record (`USER#<id>/MARKETING_CONSENT#<at>`, oldest first by a Query on the
 * prefix) in İYS's shape (marketing-consent-table.ts).
 */
export const marketingConsentKey = (userId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: 'MARKETING_CONSENT',
});
export const marketingConsentRecordPrefix = 'MARKETING_CONSENT#';
export const marketingConsentRecordKey = (userId: string, at: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${marketingConsentRecordPrefix}${at}`,
});
