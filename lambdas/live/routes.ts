/** The live feature's part of the function list (lambdas/routes.ts): the WebSocket API and its stream consumer. */
import type {
  FunctionDefinition,
  StreamConsumerDefinition,
  WebSocketRouteDefinition,
} from '../function-kinds';
import { notificationSortKeyPrefix, userPartition } from '../platform/keys';
import { eventKey, memberSortKeyPrefix } from '../events/keys';
import { friendSortKeyPrefix } from '../friends/keys';
import { profileKey } from '../profile/keys';
import { requestKey } from '../requests/keys';
import { threadSummarySortKeyPrefix } from '../messages/keys';
import { notificationCountKey } from '../notifications/keys';
import { userPartitionPrefix } from '../platform/keys';
import { liveWatchAreaRouteKey } from '../contracts/live';
import { areaPartitionPrefix } from './keys';
import { rateCounterPartitionPrefix } from '../platform/rate-limits';

/** Verifies the access token of an opening connection (API Gateway invokes it on $connect). */
export const connectionAuthorizer: FunctionDefinition = {
  handler: 'live/handlers/authorize-connection',
  access: [],
  settings: ['JWT_ISSUER', 'USER_POOL_CLIENT_ID'],
};

export const liveWebSocketRoutes: readonly WebSocketRouteDefinition[] = [
  {
    handler: 'live/handlers/connect',
    routeKey: '$connect',
    access: ['table:write'],
    writes: [userPartitionPrefix],
  },
  {
    handler: 'live/handlers/disconnect',
    routeKey: '$disconnect',
    access: ['table:delete'],
    writes: [userPartitionPrefix, areaPartitionPrefix],
  },
  {
    handler: 'live/handlers/watch-area',
    routeKey: liveWatchAreaRouteKey,
    access: ['table:read', 'table:write', 'table:delete'],
    writes: [userPartitionPrefix, areaPartitionPrefix, rateCounterPartitionPrefix],
  },
];

// The key builders with empty ids spell the prefixes every such key starts with.
const request = requestKey('', '');
const event = eventKey('');
const profile = profileKey('');
const notificationCount = notificationCountKey('');
const keys = (pk: string, ...sk: (string | { prefix: string })[]) => ({
  Keys: { pk: { S: [{ prefix: pk }] }, sk: { S: sk } },
});

/**
 * The live-update consumer: the changes a user should see at once (lambdas/live/change-audiences.ts) go to that
 * user's open tabs. The filters admit those items only; what the cloud's filters cannot tell (which field changed)
 * the consumer checks. A live update only says "read again", so a retried record sends it again harmlessly. Lambda
 * takes five filters per mapping unless a quota is raised, so key shapes of one partition kind share a filter.
 */
export const sendLiveUpdates: StreamConsumerDefinition = {
  handler: 'live/handlers/send-live-updates',
  access: ['table:read', 'table:delete', 'live:send'],
  writes: [userPartitionPrefix, areaPartitionPrefix],
  stream: {
    filters: [
      { eventName: ['INSERT', 'MODIFY'], dynamodb: keys(request.pk, { prefix: request.sk }) },
      // An event's INSERT for a new one near open dashboards; a member's INSERT passes too and sends nothing.
      {
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: keys(event.pk, event.sk, { prefix: memberSortKeyPrefix }),
      },
      {
        eventName: ['INSERT'],
        dynamodb: keys(userPartition(''), { prefix: notificationSortKeyPrefix }),
      },
      { eventName: ['MODIFY'], dynamodb: keys(userPartition(''), notificationCount.sk, profile.sk) },
      {
        // A thread summary's removal has no new image and sends nothing; a friendship's reaches its side.
        eventName: ['INSERT', 'MODIFY', 'REMOVE'],
        dynamodb: keys(
          userPartition(''),
          { prefix: threadSummarySortKeyPrefix },
          { prefix: friendSortKeyPrefix },
        ),
      },
    ],
    batchSize: 100,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 2,
    // A live update older than this is news the tab has long read again on focus.
    maxRecordAgeSeconds: 300,
  },
  timeoutSeconds: 60,
};
