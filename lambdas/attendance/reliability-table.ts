/**
 * Reliability buckets: `USER#<id>` / `RELIABILITY#<Istanbul YYYY-MM>` {events, noShows}. The completion adds each
 * accepted participant's event, a no-show mark (or its confirmation) adds a no-show, a contest takes it back, each
 * inside the transaction that changes the mark. A score is one Query of at most 12 items.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { reliabilityFrom, reliabilityMonths, type Reliability } from '../contracts/attendance';
import { documentClient, tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { userPartition } from '../platform/keys';
import { reliabilityKey, reliabilitySortKeyPrefix } from './keys';
import { bucketExpiresAt, scoredMonths } from './reliability';

/** One more accepted event that ended in `month`; creates the bucket. */
export function bucketEventAdd(userId: string, month: string): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: reliabilityKey(userId, month),
      UpdateExpression:
        'ADD events :one SET #month = :month, noShows = if_not_exists(noShows, :zero), #expiresAt = :expiresAt',
      ExpressionAttributeNames: { '#month': 'month', '#expiresAt': timeToLiveAttribute },
      ExpressionAttributeValues: {
        ':one': 1,
        ':zero': 0,
        ':month': month,
        ':expiresAt': bucketExpiresAt(month),
      },
    },
  };
}

/** A no-show counted (+1) or taken out (−1) of a bucket the completion made. */
export function bucketNoShowAdd(userId: string, month: string, delta: 1 | -1): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: reliabilityKey(userId, month),
      UpdateExpression: 'ADD noShows :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** The user's score at `now`: one Query of the 12 months' buckets. */
export async function readReliability(userId: string, now: Date): Promise<Reliability> {
  const { from, to } = scoredMonths(now);
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': userPartition(userId),
        ':from': `${reliabilitySortKeyPrefix}${from}`,
        ':to': `${reliabilitySortKeyPrefix}${to}`,
      },
      ProjectionExpression: 'events, noShows',
      Limit: reliabilityMonths,
    }),
  );
  return reliabilityFrom(
    Items.map((item) => ({ events: Number(item.events ?? 0), noShows: Number(item.noShows ?? 0) })),
  );
}
