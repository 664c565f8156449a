/**
 * All table access of the calendar feature: whether a user belongs to an event (its host or an accepted
 * participant: a MEMBER item), and each user's feed. A new secret replaces the old one in one transaction, so at
 * any moment exactly one address answers.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/table';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { memberKey } from '../events/keys';
import { calendarFeedKey, calendarFeedLookupKey } from './keys';

async function getItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
  );
  return Item;
}

/** The host or an accepted participant: the only people a calendar entry (with the exact place) is for. */
export async function isMember(eventId: string, userId: string): Promise<boolean> {
  return (await getItem(memberKey(eventId, userId))) !== undefined;
}

export interface CalendarFeedRecord {
  userId: string;
  tokenHash: string;
  createdAt: string;
}

export async function calendarFeedOf(userId: string): Promise<CalendarFeedRecord | undefined> {
  return (await getItem(calendarFeedKey(userId))) as CalendarFeedRecord | undefined;
}

/** The feed's owner, for a secret's hash; only while it is the owner's current secret. */
export async function feedOwner(tokenHash: string): Promise<string | undefined> {
  const lookup = await getItem(calendarFeedLookupKey(tokenHash));
  if (!lookup) return undefined;
  const current = await calendarFeedOf(lookup.userId as string);
  // A lookup left by a deleted account (its own partition is gone) opens nothing.
  return current?.tokenHash === tokenHash ? current.userId : undefined;
}

/** The owner's item as it was read: a second change racing this one finds it changed and fails. */
function unchanged(previous: CalendarFeedRecord | undefined): {
  ConditionExpression: string;
  ExpressionAttributeValues?: Record<string, unknown>;
} {
  return previous
    ? {
        ConditionExpression: 'tokenHash = :previous',
        ExpressionAttributeValues: { ':previous': previous.tokenHash },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
}

function lookupDelete(previous: CalendarFeedRecord | undefined): TransactionItem | undefined {
  return previous && { Delete: { TableName: tableName, Key: calendarFeedLookupKey(previous.tokenHash) } };
}

/** True when written; false when another change of the same feed came first. */
export async function replaceCalendarFeed(
  feed: CalendarFeedRecord,
  previous: CalendarFeedRecord | undefined,
): Promise<boolean> {
  const failure = await transactWithRetries({
    owner: {
      Put: {
        TableName: tableName,
        Item: { ...calendarFeedKey(feed.userId), ...feed },
        ...unchanged(previous),
      },
    },
    oldLookup: lookupDelete(previous),
    newLookup: {
      Put: {
        TableName: tableName,
        Item: { ...calendarFeedLookupKey(feed.tokenHash), userId: feed.userId, createdAt: feed.createdAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...callerActive(feed.userId),
  });
  if (!failure) return true;
  refuseInactiveCaller(failure);
  if (failure.conditionFailed('owner')) return false;
  throw new Error(`Calendar feed not replaced: ${failure.summary}`);
}

/** True when removed (or there was none); false when another change came first. */
export async function deleteCalendarFeed(previous: CalendarFeedRecord): Promise<boolean> {
  const failure = await transactWithRetries({
    owner: {
      Delete: { TableName: tableName, Key: calendarFeedKey(previous.userId), ...unchanged(previous) },
    },
    lookup: lookupDelete(previous),
  });
  if (!failure) return true;
  if (failure.conditionFailed('owner')) return false;
  throw new Error(`Calendar feed not deleted: ${failure.summary}`);
}
