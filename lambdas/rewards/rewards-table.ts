/**
 * All table access of the rewards feature. Every grant is one TransactWriteItems: the claim named after its cause
 * (`attribute_not_exists`), the balance credit with its ledger entry (lambdas/tokens/balance-table.ts) and the
 * counters the grant moves, so a redelivered record or a parallel grant pays nothing twice.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { retainedAfterDeletion } from '../contracts/account';
import { earnedLedgerReasons, earnRuleTokens, type EarnRuleId } from '../contracts/rewards';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { documentClient, partitionItems, tableName } from '../platform/table';
import { userPartition } from '../platform/keys';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { creditTokens } from '../tokens/balance-table';
import { eventKey, memberSortKeyPrefix } from '../events/keys';
import type { BadgeFacts } from './badge-rules';
import type { EventMember } from './earn-rules';
import {
  earnedClaimKey,
  earnedSortKeyPrefix,
  hostedMonthKey,
  referralEmailKey,
  reliabilitySortKeyPrefix,
  rewardCountersKey,
} from './keys';

export const rewardCounterNames = [
  'completedEvents',
  'nightEvents',
  'weekendEvents',
  'fiveStarRatings',
  'referralsInvited',
  'referralsPaid',
  'monthlyHostRewards',
] as const;
export type RewardCounter = (typeof rewardCounterNames)[number];
export type RewardCounts = Partial<Record<RewardCounter, number>>;

/** The user's reward counters (`USER#<id>/REWARDS`), created by their first `ADD`. */
export function countersUpdate(userId: string, counts: RewardCounts): TransactionItem {
  const moved = Object.entries(counts).filter(([, by]) => by !== 0);
  return {
    Update: {
      TableName: tableName,
      Key: rewardCountersKey(userId),
      UpdateExpression: `SET userId = :userId ADD ${moved.map(([name]) => `#${name} :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(moved.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: {
        ':userId': userId,
        ...Object.fromEntries(moved.map(([name, by]) => [`:${name}`, by])),
      },
    },
  };
}

/** What a claim keeps beside its key, for the Earn Tokens tab's history. */
export interface GrantDetails {
  eventId?: string;
  eventTitle?: string;
  month?: string;
  friendId?: string;
  friendName?: string;
}

export interface Grant extends GrantDetails {
  userId: string;
  rule: EarnRuleId;
  cause: string;
  /** ISO instant */
  at: string;
  counts: RewardCounts;
}

/** A grant's claim, its credit and ledger entry (named after the claim) and its counters. */
export function grantParts(grant: Grant): TransactionItem[] {
  const { userId, rule, cause, at, counts, ...details } = grant;
  const tokens = earnRuleTokens[rule];
  return [
    {
      Put: {
        TableName: tableName,
        Item: { ...earnedClaimKey(userId, rule, cause), userId, rule, cause, tokens, at, ...details },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...creditTokens({
      userId,
      amount: tokens,
      reason: earnedLedgerReasons[rule],
      at,
      entryId: `earned-${rule}-${cause}`,
      ...(details.eventId === undefined ? {} : { eventId: details.eventId }),
    }),
    ...(Object.values(counts).some((by) => by !== 0) ? [countersUpdate(userId, counts)] : []),
  ];
}

/** `granted`; `already` when the cause was paid before; `no-profile` when the user is gone (nothing written). */
export type GrantOutcome = 'granted' | 'already' | 'no-profile';

async function transactGrant(
  grants: Record<string, TransactionItem[] | TransactionItem>,
  claims: string[],
): Promise<GrantOutcome> {
  const failure = await transactWithRetries(grants);
  if (!failure) return 'granted';
  if (claims.some((name) => failure.conditionFailed(name))) return 'already';
  if (failure.raced) throw new Error(`Grant kept racing: ${failure.summary}`);
  return 'no-profile';
}

/** One grant to one user, with the month's hosted count when it is a host's completed event. */
export async function grant(one: Grant, hostedMonth?: string): Promise<GrantOutcome> {
  const [claim, ...rest] = grantParts(one);
  return transactGrant(
    {
      claim: claim!,
      credit: rest,
      ...(hostedMonth === undefined ? {} : { month: hostedMonthUpdate(one.userId, hostedMonth) }),
    },
    ['claim'],
  );
}

function hostedMonthUpdate(userId: string, month: string): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: hostedMonthKey(userId, month),
      UpdateExpression: 'SET userId = :userId, #month = :month ADD hosted :one',
      ExpressionAttributeNames: { '#month': 'month' },
      ExpressionAttributeValues: { ':userId': userId, ':month': month, ':one': 1 },
    },
  };
}

/** Completed hosted events counted in an Istanbul month (YYYY-MM). */
export async function hostedInMonth(userId: string, month: string): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: hostedMonthKey(userId, month),
      ProjectionExpression: 'hosted',
      ConsistentRead: true,
    }),
  );
  return Number(Item?.hosted ?? 0);
}

export interface ReferralGrant {
  inviterId: string;
  inviterName: string;
  invitedId: string;
  invitedName: string;
  /** emailFingerprint of the invited user's address */
  invitedEmailFingerprint: string;
  at: string;
}

/** The mailbox claim outlives the account, as long as the privacy page says. */
const referralEmailRetentionSeconds = retainedAfterDeletion.referralMailbox.years * 365 * 86_400;

/**
 * Both sides of a referral in one transaction, keyed by the invited user on both sides, with the claim on the
 * invited mailbox: a second account on that mailbox (or a parallel grant) is cancelled on a claim and pays nobody.
 */
export async function grantReferral(referral: ReferralGrant): Promise<GrantOutcome> {
  const { inviterId, invitedId, at } = referral;
  const [inviterClaim, ...inviterRest] = grantParts({
    userId: inviterId,
    rule: 'referral',
    cause: invitedId,
    at,
    friendId: invitedId,
    friendName: referral.invitedName,
    counts: { referralsPaid: 1 },
  });
  const [invitedClaim, ...invitedRest] = grantParts({
    userId: invitedId,
    rule: 'referral',
    cause: invitedId,
    at,
    friendId: inviterId,
    friendName: referral.inviterName,
    counts: {},
  });
  return transactGrant(
    {
      inviterClaim: inviterClaim!,
      invitedClaim: invitedClaim!,
      mailbox: {
        Put: {
          TableName: tableName,
          Item: {
            ...referralEmailKey(referral.invitedEmailFingerprint),
            invitedId,
            inviterId,
            at,
            [timeToLiveAttribute]: Math.floor(Date.parse(at) / 1000) + referralEmailRetentionSeconds,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      inviter: inviterRest,
      invited: invitedRest,
    },
    ['inviterClaim', 'invitedClaim', 'mailbox'],
  );
}

/** Who was at an event and how attendance marked them: its members (at most 20 and the host), one query. */
export async function membersOf(eventId: string): Promise<EventMember[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': eventKey(eventId).pk, ':prefix': memberSortKeyPrefix },
      ProjectionExpression: 'userId, #role, attendance',
      ExpressionAttributeNames: { '#role': 'role' },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => ({
    userId: String(item.userId),
    role: item.role === 'host' ? 'host' : 'participant',
    ...(item.attendance === undefined ? {} : { attendance: String(item.attendance) }),
  }));
}

export type StoredCounters = Record<RewardCounter, number>;

export async function countersOf(userId: string): Promise<StoredCounters> {
  const { Item = {} } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: rewardCountersKey(userId), ConsistentRead: true }),
  );
  return Object.fromEntries(
    rewardCounterNames.map((name) => [name, Number(Item[name] ?? 0)]),
  ) as StoredCounters;
}

/** Attendance's newest 12 reliability months, summed. */
export async function reliabilityOf(userId: string): Promise<BadgeFacts['reliability']> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': reliabilitySortKeyPrefix },
      ScanIndexForward: false,
      Limit: 12,
      ConsistentRead: true,
    }),
  );
  return Items.reduce<BadgeFacts['reliability']>(
    (sum, item) => ({
      events: sum.events + Number(item.events ?? 0),
      noShows: sum.noShows + Number(item.noShows ?? 0),
    }),
    { events: 0, noShows: 0 },
  );
}

export interface StoredClaim extends GrantDetails {
  rule: EarnRuleId;
  cause: string;
  tokens: number;
  at: string;
}

/** Every grant the user received (bounded by what one person earns, not by the table). */
export async function claimsOf(userId: string): Promise<StoredClaim[]> {
  const items = await partitionItems(userPartition(userId), earnedSortKeyPrefix);
  return items.map((item) => ({
    rule: item.rule as EarnRuleId,
    cause: String(item.cause),
    tokens: Number(item.tokens),
    at: String(item.at),
    ...(item.eventId === undefined ? {} : { eventId: String(item.eventId) }),
    ...(item.eventTitle === undefined ? {} : { eventTitle: String(item.eventTitle) }),
    ...(item.month === undefined ? {} : { month: String(item.month) }),
    ...(item.friendId === undefined ? {} : { friendId: String(item.friendId) }),
    ...(item.friendName === undefined ? {} : { friendName: String(item.friendName) }),
  }));
}
