/**
 * All table access for ratings. Invariants are conditions on the writes (DESIGN.md section 3):
 * - once per pair per event: the rating's key is (event, rater, target), put with attribute_not_exists;
 * - only after the end and within 14 days, only between the host and a participant who both attended: condition
 *   checks on the event and on both memberships in the same transaction as the put;
 * - counted once: the count-ratings consumer sets `countedAt` (attribute_not_exists) in the transaction that adds
 *   the stars to the profile and the event, so a redelivered record adds nothing;
 * - the screener's verdict on the feedback applies once: only from `screening`.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, queryAll, tableName } from '../platform/table';
import { tableIndexes } from '../platform/table-schema';
import { userPartition } from '../platform/keys';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import type { RatingRefusal } from '../contracts/refusals';
import { deletedUserName } from '../contracts/account';
import { averageOf } from '../contracts/ratings';
import type { Screening } from '../requests/request-record';
import type { EventRecord } from '../events/event-record';
import { eventKey, memberKey, memberSortKeyPrefix } from '../events/keys';
import { eventRatingUpdate, hostedEventIdsSince, refreshHostRating } from '../events/events-table';
import { getProfile, ratingStatsUpdate } from '../profile/profiles-table';
import { parseRatingRecord, type RatingRecord } from './rating-record';
import {
  ratingKey,
  ratingsByRaterPrefix,
  ratingSortKeyPrefix,
  reviewIndexAttributes,
  reviewSortKeyPrefix,
} from './keys';
import { profileRatingStats, ratingCounts, type Membership, type RatingWindow } from './ratings';

const dayMs = 86_400_000;

export interface MemberSummary extends Membership {
  name: string;
  username: string | null;
  avatar: string | null;
}

/** The event's memberships with what the rating rules read (role, attendance) and the names, by user id. */
export async function memberships(eventId: string): Promise<Map<string, MemberSummary>> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': eventKey(eventId).pk, ':prefix': memberSortKeyPrefix },
      ConsistentRead: true,
      Limit: 50,
    }),
  );
  return new Map(
    Items.map((item) => [
      item.userId as string,
      {
        role: item.role as Membership['role'],
        name: item.name as string,
        ...(typeof item.attendance === 'string' ? { attendance: item.attendance } : {}),
        username: (item.username as string | null) ?? null,
        avatar: (item.avatar as string | null) ?? null,
      },
    ]),
  );
}

/** A membership that exists, has the role, and is not marked no-show: checked in the rating's transaction. */
function attendedCheck(eventId: string, userId: string, role: Membership['role']) {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: memberKey(eventId, userId),
      ConditionExpression:
        'attribute_exists(pk) AND #role = :role AND (attribute_not_exists(attendance) OR attendance <> :noShow)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role, ':noShow': 'no-show' },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}

export type CreateRatingOutcome = { status: 'created' } | { status: 'refused'; refusal: RatingRefusal };

/**
 * One transaction: the rating (once per pair), the event still published with the start and duration the window
 * was worked out from and ended within the 14 days, and both memberships attended.
 */
export async function createRating(
  rating: RatingRecord,
  event: Pick<EventRecord, 'id' | 'hostId' | 'startsAt' | 'durationMinutes'>,
  window: RatingWindow,
  now: Date,
): Promise<CreateRatingOutcome> {
  const start = Date.parse(event.startsAt ?? '');
  // end <= now <= close, said of the start, which the condition can compare.
  const latestStart = new Date(now.getTime() - (window.opensAt.getTime() - start)).toISOString();
  const earliestStart = new Date(now.getTime() - (window.closesAt.getTime() - start)).toISOString();
  const raterRole = rating.targetRole === 'host' ? 'participant' : 'host';
  const failure = await transactWithRetries({
    rating: {
      Put: {
        TableName: tableName,
        Item: { ...ratingKey(rating.eventId, rating.raterId, rating.targetId), ...rating },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    event: {
      ConditionCheck: {
        TableName: tableName,
        Key: eventKey(event.id),
        ConditionExpression:
          '#state = :published AND hostId = :hostId AND startsAt = :startsAt AND startsAt BETWEEN :earliest AND :latest',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':published': 'published',
          ':hostId': event.hostId,
          ':startsAt': event.startsAt,
          ':earliest': earliestStart,
          ':latest': latestStart,
        },
      },
    },
    rater: attendedCheck(rating.eventId, rating.raterId, raterRole),
    target: attendedCheck(rating.eventId, rating.targetId, rating.targetRole),
    ...callerActive(rating.raterId),
  });
  if (!failure) return { status: 'created' };
  refuseInactiveCaller(failure);
  if (failure.conditionFailed('rating')) return { status: 'refused', refusal: 'ALREADY_RATED' };
  for (const side of ['rater', 'target'] as const) {
    if (!failure.conditionFailed(side)) continue;
    const seen = failure.itemSeenBy(side);
    return {
      status: 'refused',
      refusal: seen?.attendance?.S === 'no-show' ? 'NO_SHOW' : 'NOT_A_PARTICIPANT',
    };
  }
  if (failure.conditionFailed('event')) return { status: 'refused', refusal: 'WINDOW_CLOSED' };
  throw new Error(`Rating cancelled: ${failure.summary}`);
}

export async function getRating(
  eventId: string,
  raterId: string,
  targetId: string,
): Promise<RatingRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: ratingKey(eventId, raterId, targetId),
      ConsistentRead: true,
    }),
  );
  return Item && parseRatingRecord(Item);
}

/** The ratings one user gave at one event: at most one per other member (at most 20). */
export async function ratingsGivenAt(eventId: string, raterId: string): Promise<RatingRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': eventKey(eventId).pk, ':prefix': ratingsByRaterPrefix(raterId) },
      ConsistentRead: true,
      Limit: 50,
    }),
  );
  return Items.map(parseRatingRecord);
}

export type CountOutcome = 'counted' | 'already-counted' | 'rating-gone';

/**
 * Counting one rating, exactly once: `countedAt` on the rating (attribute_not_exists) with the stars added to the
 * rated user's stats and, for a host rating, to its event's results, in one transaction.
 */
export async function countRating(
  rating: Pick<RatingRecord, 'eventId' | 'raterId' | 'targetId' | 'targetRole' | 'stars' | 'feedback'>,
  now: Date,
): Promise<CountOutcome> {
  const counts = ratingCounts(rating);
  const parts = {
    mark: {
      Update: {
        TableName: tableName,
        Key: ratingKey(rating.eventId, rating.raterId, rating.targetId),
        UpdateExpression: 'SET countedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(countedAt)',
        ExpressionAttributeValues: { ':at': now.toISOString() },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    },
    profile: ratingStatsUpdate(
      rating.targetId,
      profileRatingStats[counts.profile.role],
      counts.profile.stars,
    ),
    event: counts.event
      ? eventRatingUpdate(rating.eventId, {
          stars: counts.event.stars,
          ratings: 1,
          feedback: counts.event.feedback,
        })
      : undefined,
  };
  let failure = await transactWithRetries(parts);
  if (failure?.conditionFailed('profile') && !failure.conditionFailed('mark')) {
    // The rated user deleted their account: the rating still counts on its event, once.
    failure = await transactWithRetries({ ...parts, profile: undefined });
  }
  if (!failure) return 'counted';
  if (failure.conditionFailed('mark')) {
    return failure.itemSeenBy('mark') ? 'already-counted' : 'rating-gone';
  }
  throw new Error(`Rating not counted: ${failure.summary}`);
}

/** How far back a host's events get the fresh rating: those still taking ratings, and all to come. */
const refreshedPastDays = 15;
const refreshedEventsLimit = 100;

/**
 * After a host rating was counted: the host's rating as it is now onto the cards of their events that started in
 * the last 15 days or are still to come (at most 100: bounded, whatever the host's history). Older events' cards
 * keep the last snapshot; their details read the profile.
 */
export async function refreshHostSnapshots(hostId: string, now: Date): Promise<number> {
  const profile = await getProfile(hostId);
  if (!profile) return 0;
  // From the stored counters (not the profile module's answer, whose district tables a stream consumer does not need).
  const { hostRatingTotal, hostRatingCount } = profile.stats;
  const average = averageOf(hostRatingTotal, hostRatingCount) ?? 0;
  const since = new Date(now.getTime() - refreshedPastDays * dayMs).toISOString();
  const eventIds = await hostedEventIdsSince(hostId, since, refreshedEventsLimit);
  const refreshed = await Promise.all(
    eventIds.map((eventId) => refreshHostRating(eventId, hostId, { average, count: hostRatingCount })),
  );
  return refreshed.filter(Boolean).length;
}

export type FeedbackScreeningOutcome = 'applied' | 'already-screened';

/**
 * The screener's verdict on a rating's feedback, once (only from `screening`): approved -> published, and the
 * rating enters its target's Reviews; rejected -> the text removed, the stars kept, and a host rating's text taken
 * back out of its event's feedback count.
 */
export async function applyFeedbackScreening(
  rating: RatingRecord,
  screening: Screening,
): Promise<FeedbackScreeningOutcome> {
  const approved = screening.outcome === 'approved';
  const review = reviewIndexAttributes(rating);
  const indexNames = Object.keys(review);
  const failure = await transactWithRetries({
    rating: {
      Update: {
        TableName: tableName,
        Key: ratingKey(rating.eventId, rating.raterId, rating.targetId),
        UpdateExpression: approved
          ? `SET feedbackStatus = :next, feedbackScreening = :screening, ${indexNames.map((name) => `${name} = :${name}`).join(', ')}`
          : 'SET feedbackStatus = :next, feedbackScreening = :screening REMOVE feedback',
        // A text its rater's account deletion removed meanwhile is never published.
        ConditionExpression: approved
          ? 'feedbackStatus = :screeningStatus AND attribute_exists(feedback)'
          : 'feedbackStatus = :screeningStatus',
        ExpressionAttributeValues: {
          ':next': approved ? 'published' : 'rejected',
          ':screening': screening,
          ':screeningStatus': 'screening',
          ...(approved ? Object.fromEntries(indexNames.map((name) => [`:${name}`, review[name]])) : {}),
        },
      },
    },
    event:
      !approved && rating.targetRole === 'host'
        ? eventRatingUpdate(rating.eventId, { feedback: -1 })
        : undefined,
  });
  if (!failure) return 'applied';
  if (failure.conditionFailed('rating')) return 'already-screened';
  throw new Error(`Feedback screening not applied: ${failure.summary}`);
}

export const reviewsPageSize = 10;

/**
 * One page of a user's published feedback, newest first, after the review whose sort key is `after`. One more
 * than the page is read, so `last` is set only when another page has something.
 */
export async function reviewsPage(
  targetId: string,
  after: { sortKey: string; eventId: string; raterId: string } | undefined,
  size = reviewsPageSize,
): Promise<{ items: RatingRecord[]; last: string | undefined }> {
  const { indexName, partitionKey, sortKey } = tableIndexes.userItemsElsewhere;
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: indexName,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
      ExpressionAttributeValues: { ':pk': userPartition(targetId), ':prefix': reviewSortKeyPrefix },
      ScanIndexForward: false,
      Limit: size + 1,
      ...(after
        ? {
            ExclusiveStartKey: {
              ...ratingKey(after.eventId, after.raterId, targetId),
              [partitionKey]: userPartition(targetId),
              [sortKey]: after.sortKey,
            },
          }
        : {}),
    }),
  );
  const shown = Items.slice(0, size);
  return {
    items: shown.map(parseRatingRecord),
    last: Items.length > size ? (shown.at(-1)?.[sortKey] as string) : undefined,
  };
}

/**
 * Account deletion: the ratings a user gave at one event keep their stars (every count stays right) without the
 * rater's card or their text, and leave the rated user's Reviews. Repeatable.
 */
export async function anonymiseRatingsGivenAt(eventId: string, raterId: string): Promise<void> {
  const { partitionKey, sortKey } = tableIndexes.userItemsElsewhere;
  for (const rating of await ratingsGivenAt(eventId, raterId)) {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: ratingKey(rating.eventId, rating.raterId, rating.targetId),
        UpdateExpression: `SET rater = :anonymous REMOVE feedback, ${partitionKey}, ${sortKey}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':anonymous': { name: deletedUserName, username: null, avatar: null } },
      }),
    );
  }
}

/**
 * Transaction piece: a moderator removes a review's text. It leaves the reviewed user's Reviews and the table (the
 * case keeps it as reported); the stars stay counted, and the rater sees their text as not published.
 */
export function reviewRemoval(
  review: { eventId: string; raterId: string; targetId: string },
  at: string,
): TransactionItem {
  const { partitionKey, sortKey } = tableIndexes.userItemsElsewhere;
  return {
    Update: {
      TableName: tableName,
      Key: ratingKey(review.eventId, review.raterId, review.targetId),
      UpdateExpression: `SET feedbackStatus = :rejected, feedbackRemovedAt = :at REMOVE feedback, ${partitionKey}, ${sortKey}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':rejected': 'rejected', ':at': at },
    },
  };
}

/** Account deletion: the reviews a user received leave the Reviews index (the ratings and their counts stay). */
export async function hideReviewsOf(userId: string): Promise<void> {
  const { indexName, partitionKey, sortKey } = tableIndexes.userItemsElsewhere;
  const reviews = await queryAll({
    IndexName: indexName,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': reviewSortKeyPrefix },
    ProjectionExpression: 'pk, sk',
  });
  for (const review of reviews) {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: review.pk, sk: review.sk },
        UpdateExpression: `REMOVE ${partitionKey}, ${sortKey}`,
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  }
}

/** The data download: the ratings at one event that the user gave or received (an event holds a few dozen). */
export async function ratingsInvolving(eventId: string, userId: string): Promise<RatingRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': eventKey(eventId).pk, ':prefix': ratingSortKeyPrefix },
    ConsistentRead: true,
  });
  return items
    .map(parseRatingRecord)
    .filter((rating) => rating.raterId === userId || rating.targetId === userId);
}
