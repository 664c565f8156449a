/** The notification centre's functions: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/notifications';
import type { RouteDefinition, StreamConsumerDefinition, TableStreamSource } from '../function-kinds';
import { eventKey, memberSortKeyPrefix } from '../events/keys';
import { friendSortKeyPrefix } from '../friends/keys';
import { messageSortKeyPrefix, threadPartition } from '../messages/keys';
import {
  eventPartition,
  notificationSortKeyPrefix,
  reminderSortKeyPrefix,
  userPartition,
} from '../platform/keys';
import { profileKey } from '../profile/keys';
import { ratingSortKeyPrefix } from '../ratings/keys';
import { requestSortKeyPrefix } from '../requests/keys';
import { ledgerSortKeyPrefix } from '../tokens/keys';
import { earnedReasons } from './causes';
import { caseKey, casePartitionPrefix, sanctionSortKeyPrefix } from '../moderation/keys';
import { reportKinds } from '../contracts/moderation';
import { emailPartitionPrefix } from '../email/keys';
import { webPushPartitionPrefix } from '../web-push/keys';
import { userPartitionPrefix } from '../platform/keys';

export const notificationsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.listNotifications,
    handler: 'notifications/handlers/list-notifications',
    access: ['table:read'],
  },
  {
    endpoint: api.markNotificationRead,
    handler: 'notifications/handlers/mark-notification-read',
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix],
  },
  {
    endpoint: api.markAllNotificationsRead,
    handler: 'notifications/handlers/mark-all-notifications-read',
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix],
  },
  {
    endpoint: api.getNotificationSettings,
    handler: 'notifications/handlers/get-notification-settings',
    access: ['table:read'],
  },
  {
    endpoint: api.saveNotificationSettings,
    handler: 'notifications/handlers/save-notification-settings',
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix],
  },
  {
    endpoint: api.getMarketingConsent,
    handler: 'notifications/handlers/get-marketing-consent',
    access: ['table:read'],
  },
  {
    endpoint: api.saveMarketingConsent,
    handler: 'notifications/handlers/save-marketing-consent',
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix],
  },
];

// The key builders with empty ids spell the prefixes the filters match.
const eventPrefix = eventPartition('');
const userPrefix = userPartition('');
// `THREAD#` (the builder joins two empty ids with one more `#`)
const threadPrefix = threadPartition('', '').slice(0, -1);

// A notification two hours late is news no more (a reminder least of all): past that, the dead-letter queue.
const retries = {
  batchSize: 20,
  bisectBatchOnError: true,
  reportBatchItemFailures: true,
  retryAttempts: 4,
  maxRecordAgeSeconds: 2 * 3600,
} as const satisfies Omit<TableStreamSource, 'filters'>;

/**
 * Notifies of what happens in an event's partition: a request's step (new for the host, decided, offered a
 * place, left, removed), an event's change of time or place or its cancellation, a reminder that fell due
 * (fanned out to the host and the members at that moment), a rating once its text is settled, a participant's
 * attendance (marked "Gelmedi", contested, confirmed).
 */
export const notifyEventChanges: StreamConsumerDefinition = {
  handler: 'notifications/handlers/notify-event-changes',
  access: ['table:read', 'table:write'],
  writes: [userPartitionPrefix, emailPartitionPrefix, webPushPartitionPrefix],
  settings: ['SITE_URL'],
  stream: {
    filters: [
      {
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: eventPrefix }] }, sk: { S: [{ prefix: requestSortKeyPrefix }] } },
          NewImage: { status: { S: [{ 'anything-but': ['screening', 'held'] }] } },
        },
      },
      {
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: eventPrefix }] }, sk: { S: [eventKey('').sk] } },
          OldImage: { state: { S: ['published'] } },
        },
      },
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: eventPrefix }] }, sk: { S: [{ prefix: reminderSortKeyPrefix }] } },
        },
      },
      {
        // A rating settled: inserted without text, or its text screened; causes.ts tells which from both images.
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: eventPrefix }] }, sk: { S: [{ prefix: ratingSortKeyPrefix }] } },
          NewImage: { feedbackStatus: { S: ['none', 'published', 'rejected'] } },
        },
      },
      {
        // A participant's attendance step; the handler tells which from the two images.
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: eventPrefix }] }, sk: { S: [{ prefix: memberSortKeyPrefix }] } },
          NewImage: { attendance: { S: ['no-show', 'contested'] } },
        },
      },
    ],
    ...retries,
  },
  timeoutSeconds: 60,
};

/**
 * Notifies of what happens to one person: a message in their thread, badges recorded on their profile (Lambda's
 * filters cannot test a map, so every profile change comes and the handler drops those that added no badge
 * before reading anything), tokens earned or purchased (ledger entries of those reasons), a friend request received
 * or accepted (the receiver's new item, the sender's item turning to friends); and an unread notification that
 * expired, which comes off its reader's unread count.
 */
export const notifyUserChanges: StreamConsumerDefinition = {
  handler: 'notifications/handlers/notify-user-changes',
  access: ['table:read', 'table:write'],
  writes: [userPartitionPrefix, emailPartitionPrefix, webPushPartitionPrefix],
  settings: ['SITE_URL'],
  stream: {
    filters: [
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: threadPrefix }] }, sk: { S: [{ prefix: messageSortKeyPrefix }] } },
        },
      },
      {
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: { Keys: { pk: { S: [{ prefix: userPrefix }] }, sk: { S: [profileKey('').sk] } } },
      },
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: userPrefix }] }, sk: { S: [{ prefix: ledgerSortKeyPrefix }] } },
          NewImage: { reason: { S: ['PURCHASE', ...earnedReasons] } },
        },
      },
      {
        // A request received (the receiver's item inserted incoming) or accepted (the sender's item turned to
        // friends); causes.ts tells which from both images.
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: userPrefix }] }, sk: { S: [{ prefix: friendSortKeyPrefix }] } },
          NewImage: { status: { S: ['incoming', 'friends'] } },
        },
      },
      {
        // An unread notification the table's time to live removed: it comes off the count.
        eventName: ['REMOVE'],
        userIdentity: { type: ['Service'], principalId: ['dynamodb.amazonaws.com'] },
        dynamodb: {
          Keys: { pk: { S: [{ prefix: userPrefix }] }, sk: { S: [{ prefix: notificationSortKeyPrefix }] } },
          OldImage: { read: { BOOL: [false] } },
        },
      },
    ],
    ...retries,
  },
  timeoutSeconds: 60,
};

/**
 * Notifies of moderation: a sanction imposed on the reader or its appeal decided (told whatever their settings say),
 * and a report case closed (each of its reporters). A consumer of its own, with the same handling: a mapping takes
 * at most 5 filters.
 */
export const notifyModerationChanges: StreamConsumerDefinition = {
  handler: 'notifications/handlers/notify-moderation-changes',
  access: ['table:read', 'table:write'],
  writes: [userPartitionPrefix, emailPartitionPrefix, webPushPartitionPrefix],
  settings: ['SITE_URL'],
  stream: {
    filters: [
      {
        // A sanction imposed, or its appeal decided; causes.ts tells which from both images.
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: userPrefix }] }, sk: { S: [{ prefix: sanctionSortKeyPrefix }] } },
        },
      },
      {
        // A report case closed: each of its reporters is told it was reviewed.
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: casePartitionPrefix }] }, sk: { S: [caseKey('').sk] } },
          OldImage: { status: { S: ['open'] } },
          NewImage: { status: { S: ['closed'] }, kind: { S: [...reportKinds] } },
        },
      },
    ],
    ...retries,
  },
  timeoutSeconds: 60,
};
