/** The notification centre's functions: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/notifications';
import type { RouteDefinition, StreamConsumerDefinition, TableStreamSource } from '../function-kinds';
import { eventKey } from '../events/keys';
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
import { emailPartitionPrefix, userPartitionPrefix } from '../platform/keys';

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
 * (fanned out to the host and the members at that moment), a rating once its text is settled.
 */
export const notifyEventChanges: StreamConsumerDefinition = {
  handler: 'notifications/handlers/notify-event-changes',
  access: ['table:read', 'table:write'],
  writes: [userPartitionPrefix, emailPartitionPrefix],
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
        eventName: ['INSERT'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: eventPrefix }] }, sk: { S: [{ prefix: ratingSortKeyPrefix }] } },
          NewImage: { feedbackStatus: { S: ['none'] } },
        },
      },
      {
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: eventPrefix }] }, sk: { S: [{ prefix: ratingSortKeyPrefix }] } },
          NewImage: { feedbackStatus: { S: ['published', 'rejected'] } },
          OldImage: { feedbackStatus: { S: ['screening'] } },
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
 * before reading anything), tokens earned or purchased (ledger entries of those reasons); and an unread
 * notification that expired, which comes off its reader's unread count.
 */
export const notifyUserChanges: StreamConsumerDefinition = {
  handler: 'notifications/handlers/notify-user-changes',
  access: ['table:read', 'table:write'],
  writes: [userPartitionPrefix, emailPartitionPrefix],
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
