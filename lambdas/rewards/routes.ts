/** The rewards feature's functions: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/rewards';
import type { RouteDefinition, StreamConsumerDefinition, TableStreamSource } from '../function-kinds';
import { eventKey } from '../events/keys';
import { profileKey } from '../profile/keys';
import { userPartition } from '../platform/keys';
import { ratingSortKeyPrefix, reliabilitySortKeyPrefix, rewardCountersKey } from './keys';
import { userPartitionPrefix } from '../platform/keys';
import { inviteCodePartitionPrefix, referralEmailPartitionPrefix } from './keys';

export const rewardsRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.getRewards,
    handler: 'rewards/handlers/get-rewards',
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix, inviteCodePartitionPrefix],
  },
  {
    endpoint: api.recordReferral,
    handler: 'rewards/handlers/record-referral',
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix],
  },
];

// The key builders with empty ids spell the prefixes and sort keys the filters match.
const eventPrefix = eventKey('').pk;
const userPrefix = userPartition('');
const profileSortKey = profileKey('').sk;

const retries = {
  batchSize: 10,
  bisectBatchOnError: true,
  reportBatchItemFailures: true,
  retryAttempts: 5,
  maxRecordAgeSeconds: 6 * 3600,
} as const satisfies Omit<TableStreamSource, 'filters'>;

/**
 * Pays the rules of the Earn Tokens tab, from three kinds of record and nothing else: an event whose
 * `attendanceClosedAt` first appears (completion: its host and everyone who came; the host's month), a rating
 * inserted with 5 stars, and a referred user's profile whose hosted count goes from 0 to 1 (their first event).
 */
export const grantEarnedTokens: StreamConsumerDefinition = {
  handler: 'rewards/handlers/grant-earned-tokens',
  access: ['table:read', 'table:write', 'rewards:mailboxKey'],
  writes: [userPartitionPrefix, referralEmailPartitionPrefix],
  stream: {
    filters: [
      {
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: eventPrefix }] }, sk: { S: [eventKey('').sk] } },
          NewImage: { attendanceClosedAt: { S: [{ exists: true }] } },
          OldImage: { attendanceClosedAt: { S: [{ exists: false }] } },
        },
      },
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: eventPrefix }] }, sk: { S: [{ prefix: ratingSortKeyPrefix }] } },
          NewImage: { stars: { N: ['5'] } },
        },
      },
      {
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: userPrefix }] }, sk: { S: [profileSortKey] } },
          NewImage: { referredBy: { S: [{ exists: true }] }, stats: { M: { eventsHosted: { N: ['1'] } } } },
          OldImage: { stats: { M: { eventsHosted: { N: ['0'] } } } },
        },
      },
    ],
    ...retries,
  },
  timeoutSeconds: 60,
};

/**
 * Records badges as their rules come to hold, from the records that move a badge fact: a profile inserted or
 * changed (its stats; Lambda's filters cannot compare images, so the handler drops a change that left the stats
 * as they were before reading anything), attendance's reliability months, the reward counters.
 */
export const awardBadges: StreamConsumerDefinition = {
  handler: 'rewards/handlers/award-badges',
  access: ['table:read', 'table:write'],
  writes: [userPartitionPrefix],
  stream: {
    filters: [
      {
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: { Keys: { pk: { S: [{ prefix: userPrefix }] }, sk: { S: [profileSortKey] } } },
      },
      {
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: userPrefix }] }, sk: { S: [{ prefix: reliabilitySortKeyPrefix }] } },
        },
      },
      {
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: { Keys: { pk: { S: [{ prefix: userPrefix }] }, sk: { S: [rewardCountersKey('').sk] } } },
      },
    ],
    ...retries,
  },
  timeoutSeconds: 30,
};
