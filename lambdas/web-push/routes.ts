/** The Web Push feature's part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/web-push';
import type { RouteDefinition, StreamConsumerDefinition } from '../function-kinds';
import { userPartitionPrefix } from '../platform/keys';
import { pushEndpointPartitionPrefix, webPushKey, webPushPartitionPrefix } from './keys';

/** The sort key every outbox item has. */
const outboxSortKey = webPushKey('', '').sk;

export const webPushRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.subscribeWebPush,
    handler: 'web-push/handlers/subscribe-web-push',
    // table:delete: the device leaves the account it belonged to, and the least recently seen one over the cap
    access: ['table:read', 'table:write', 'table:delete'],
    writes: [userPartitionPrefix, pushEndpointPartitionPrefix],
  },
  {
    endpoint: api.unsubscribeWebPush,
    handler: 'web-push/handlers/unsubscribe-web-push',
    // table:write: the settings item, when the last device leaves
    access: ['table:read', 'table:write', 'table:delete'],
    writes: [userPartitionPrefix, pushEndpointPartitionPrefix],
  },
];

/**
 * The Web Push sender: every new outbox item (an INSERT of `WEB_PUSH#<recipient>#<notice key>` / `WEB_PUSH`,
 * outbox.ts) is sent to each of the recipient's devices and marked sent per device; a device whose push service
 * answers that it is gone is deleted. It signs with the VAPID keys, so it reads their secret.
 */
export const webPushSender: StreamConsumerDefinition = {
  handler: 'web-push/handlers/send-web-pushes',
  access: ['table:read', 'table:write', 'table:delete', 'webPush:vapidKeys'],
  writes: [webPushPartitionPrefix, userPartitionPrefix, pushEndpointPartitionPrefix],
  settings: ['EMAIL_FROM'],
  stream: {
    filters: [
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: webPushPartitionPrefix }] }, sk: { S: [outboxSortKey] } },
        },
      },
    ],
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 3,
    // A phone notification an hour late is worth little; the push's own time to live shrinks with its age.
    maxRecordAgeSeconds: 3600,
  },
  timeoutSeconds: 60,
};
