/** The ratings feature's part of the function list (lambdas/routes.ts): its routes and its stream consumer. */
import * as api from '../contracts/endpoints/ratings';
import type { RouteDefinition, StreamConsumerDefinition } from '../function-kinds';
import { newRatingFilter } from './keys';
import { eventPartitionPrefix, userPartitionPrefix } from '../platform/keys';

export const ratingsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.rateEventMember,
    handler: 'ratings/handlers/rate-event-member',
    access: ['table:read', 'table:write'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  { endpoint: api.getEventRatings, handler: 'ratings/handlers/get-event-ratings', access: ['table:read'] },
  { endpoint: api.listReviews, handler: 'ratings/handlers/list-reviews', access: ['table:read'] },
];

/**
 * The count-ratings consumer: every new rating (an INSERT of `EVENT#<id>` / `RATING#…`) is added to its target's
 * profile stats and, for a host rating, its event's results, once (the `countedAt` mark in the same transaction).
 */
export const ratingCounter: StreamConsumerDefinition = {
  handler: 'ratings/handlers/count-ratings',
  access: ['table:read', 'table:write'],
  writes: [eventPartitionPrefix, userPartitionPrefix],
  stream: {
    filters: [newRatingFilter],
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 3,
    maxRecordAgeSeconds: 3600,
  },
  timeoutSeconds: 30,
};
