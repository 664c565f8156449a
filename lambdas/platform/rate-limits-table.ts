/**
 * Counts a caller's requests to a rate-limited route in the table, so the limit holds across every Lambda
 * instance: one conditional increment per request, refused once the window's count reaches the limit.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { refusal } from './errors';
import { rateCounterKey, rateWindow, timeToLiveAttribute, type RouteRateLimit } from './rate-limits';
import { documentClient, tableName } from './table';
import { apiRefusals } from '../contracts/refusals';
import { clock } from './clock';

/**
 * Counters this instance has seen spent (`pk sk`; the window is in the key): refused again without a write, so a
 * flood costs the table one refused update per counter and instance. Forgotten wholesale past a bound, so the set
 * cannot grow with a flood's callers.
 */
const spentCounters = new Set<string>();
const spentCountersKept = 10_000;

/**
 * Spends one of the caller's requests in the current window of the `declared` limit, or answers 429 once the window's
 * limit is spent. A refused request does not count. httpRoute passes each limit of its route.
 */
export async function rateLimit(userId: string, declared: RouteRateLimit, now = clock.now()): Promise<void> {
  const window = rateWindow(declared, now);
  const key = rateCounterKey(userId, declared.action, window.start);
  const spentKey = `${key.pk} ${key.sk}`;
  if (spentCounters.has(spentKey)) throw refusal(429, apiRefusals, 'RATE_LIMITED');
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'ADD #count :one SET #expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#expiresAt': timeToLiveAttribute },
        ExpressionAttributeValues: { ':one': 1, ':limit': declared.limit, ':expiresAt': window.end },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      if (spentCounters.size >= spentCountersKept) spentCounters.clear();
      spentCounters.add(spentKey);
      throw refusal(429, apiRefusals, 'RATE_LIMITED');
    }
    throw error;
  }
}
