/** The requests feature's routes: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/requests';
import type { RouteDefinition, ScheduledJobDefinition, StreamConsumerDefinition } from '../function-kinds';
import { requestKey } from './keys';
import { eventPartitionPrefix, userPartitionPrefix } from '../platform/keys';

export const requestsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.createJoinRequest,
    handler: 'requests/handlers/create-join-request',
    access: ['table:read', 'table:write'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.listJoinRequests,
    handler: 'requests/handlers/list-join-requests',
    access: ['table:read'],
  },
  {
    endpoint: api.acceptJoinRequest,
    handler: 'requests/handlers/accept-join-request',
    access: ['table:read', 'table:write'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.declineJoinRequest,
    handler: 'requests/handlers/decline-join-request',
    access: ['table:read', 'table:write'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.leaveEvent,
    handler: 'requests/handlers/leave-event',
    access: ['table:read', 'table:write', 'table:delete', 'schedules:delete'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.removeParticipant,
    handler: 'requests/handlers/remove-participant',
    access: ['table:read', 'table:write', 'table:delete'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.confirmOffer,
    handler: 'requests/handlers/confirm-offer',
    access: ['table:read', 'table:write', 'schedules:delete'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.declineOffer,
    handler: 'requests/handlers/decline-offer',
    access: ['table:read', 'table:write', 'schedules:delete'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  { endpoint: api.listWaitlist, handler: 'requests/handlers/list-waitlist', access: ['table:read'] },
];

/**
 * Lets an offer whose time is up go, and offers the place to the next in line (one schedule per offer, created
 * by `offerExpiryScheduler`: a one-time job may not schedule itself).
 */
export const expireOfferJob: ScheduledJobDefinition = {
  handler: 'requests/handlers/expire-offer',
  access: ['table:read', 'table:write'],
  writes: [eventPartitionPrefix],
  schedule: { kind: 'one-time' },
};

// The key builder with empty ids spells the prefixes every join-request key starts with.
const requestKeyPrefixes = requestKey('', '');

/** Schedules each new offer's expiry: requests modified into `offered`. */
export const offerExpiryScheduler: StreamConsumerDefinition = {
  handler: 'requests/handlers/schedule-offer-expiries',
  access: ['schedules:create'],
  stream: {
    filters: [
      {
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: {
            pk: { S: [{ prefix: requestKeyPrefixes.pk }] },
            sk: { S: [{ prefix: requestKeyPrefixes.sk }] },
          },
          NewImage: { status: { S: ['offered'] } },
        },
      },
    ],
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 3,
    maxRecordAgeSeconds: 3600,
  },
  timeoutSeconds: 30,
};
