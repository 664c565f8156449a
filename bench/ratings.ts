/**
 * Ratings against table size: GET /private/event/{id} and GET /private/profile measured with the seed's ratings
 * and again after 10,000 more, their latency and the capacity one request consumed. The ratings are written
 * straight into the measured event's partition and aimed at the caller, the worst place for them if a read ever
 * touched them; the stream's count-ratings consumer counts every one before the second measurement, so the
 * caller's participant average really rests on them.
 */
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { MyEvent } from '../lambdas/contracts/events';
import { rateCounterPartitionPrefix } from '../lambdas/platform/rate-limits';
import { profileKey } from '../lambdas/profile/keys';
import { ratingKey, reviewIndexAttributes } from '../lambdas/ratings/keys';
import type { RatingRecord } from '../lambdas/ratings/rating-record';
import { measureLatency, type LatencySummary } from './percentiles';

const load = { requests: 300, concurrency: 8 };

interface ReadFigures extends LatencySummary {
  /** read and write capacity one request consumed (a non-host's detail view also counts the view) */
  capacityPerRequest: number;
}

export interface RatingsGrowthFigures {
  ratingsAdded: number;
  getEvent: ReadFigures;
  getProfile: ReadFigures;
}

async function writeRatings(
  table: DynamoDBDocumentClient,
  tableName: string,
  event: { id: string; title: string },
  targetId: string,
  count: number,
): Promise<void> {
  const createdAt = new Date().toISOString();
  let next = 0;
  async function writer(): Promise<void> {
    while (next < count) {
      const start = next;
      next += 25;
      const items = Array.from({ length: Math.min(25, count - start) }, (_, offset) => {
        const raterId = `bench-rater-${start + offset}`;
        const rating: RatingRecord = {
          eventId: event.id,
          raterId,
          targetId,
          targetRole: 'participant',
          stars: ((start + offset) % 5) + 1,
          feedback: 'Bench değerlendirmesi',
          feedbackStatus: 'published',
          createdAt,
          rater: { name: 'Bench', username: null, avatar: null },
          eventTitle: event.title,
        };
        return {
          PutRequest: {
            Item: {
              ...ratingKey(event.id, raterId, targetId),
              ...rating,
              ...reviewIndexAttributes(rating),
            },
          },
        };
      });
      let request: Record<string, (typeof items)[number][]> | undefined = { [tableName]: items };
      while (request && Object.keys(request).length) {
        const { UnprocessedItems } = await table.send(new BatchWriteCommand({ RequestItems: request }));
        request = UnprocessedItems as typeof request;
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, writer));
}

async function participantRatingCount(
  table: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
): Promise<number> {
  const { Item } = await table.send(
    new GetCommand({ TableName: tableName, Key: profileKey(userId), ConsistentRead: true }),
  );
  return Number((Item?.stats as Record<string, number> | undefined)?.participantRatingCount ?? 0);
}

/**
 * `consumedCapacity(call)` answers the capacity the handler's table calls consumed during `call` (the bench runs
 * the stack in-process and counts on its table client). The caller must have taken part in a completed event.
 */
export async function measureRatingsGrowth(options: {
  apiUrl: string;
  accessToken: string;
  userId: string;
  table: DynamoDBDocumentClient;
  tableName: string;
  consumedCapacity: (call: () => Promise<void>) => Promise<number>;
  ratings: number;
}): Promise<{ note: string; sizes: RatingsGrowthFigures[]; capacityUnchanged: boolean }> {
  const call = (path: string) => async () => {
    const response = await fetch(`${options.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${options.accessToken}` },
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const mine = (await (
    await fetch(`${options.apiUrl}/private/myEvents`, {
      headers: { authorization: `Bearer ${options.accessToken}` },
    })
  ).json()) as MyEvent[];
  const event = mine.find((candidate) => candidate.status === 'completed');
  if (!event)
    throw new Error('bench: the signed-in user took part in no completed event (is the seed there?)');
  const getEvent = call(`/private/event/${event.id}`);
  const getProfile = call('/private/profile');

  /**
   * The stream consumers (the seed's, and those the new ratings wake: badges, earned tokens) read the same table
   * client: measuring while they work would count their reads as the request's and time their load too. Waits
   * until the stack has been quiet for two seconds.
   */
  async function quiet(): Promise<void> {
    const deadline = Date.now() + 600_000;
    while ((await options.consumedCapacity(() => new Promise((resolve) => setTimeout(resolve, 2_000)))) > 0) {
      if (Date.now() > deadline) throw new Error('bench: the stream consumers never went quiet');
    }
  }

  /**
   * The caller's rate-limit counters, deleted: a round reads one event more often in minutes than a person does in
   * an hour (`getEvent` allows 600 an hour), and this measures the reads, not the limiter.
   */
  async function forgetRateCounters(): Promise<void> {
    const { Items = [] } = await options.table.send(
      new QueryCommand({
        TableName: options.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `${rateCounterPartitionPrefix}${options.userId}` },
      }),
    );
    for (const item of Items) {
      await options.table.send(
        new DeleteCommand({ TableName: options.tableName, Key: { pk: item.pk, sk: item.sk } }),
      );
    }
  }

  async function measureReads(read: () => Promise<void>): Promise<LatencySummary> {
    await forgetRateCounters();
    await measureLatency(read, { requests: 100, concurrency: 8 });
    await forgetRateCounters();
    return measureLatency(read, load);
  }

  async function measure(ratingsAdded: number): Promise<RatingsGrowthFigures> {
    await quiet();
    const getEventLatency = await measureReads(getEvent);
    const getProfileLatency = await measureReads(getProfile);
    return {
      ratingsAdded,
      getEvent: { ...getEventLatency, capacityPerRequest: await options.consumedCapacity(getEvent) },
      getProfile: { ...getProfileLatency, capacityPerRequest: await options.consumedCapacity(getProfile) },
    };
  }

  const before = await measure(0);
  const counted = await participantRatingCount(options.table, options.tableName, options.userId);
  await writeRatings(options.table, options.tableName, event, options.userId, options.ratings);
  // The stream counts them (about 100 records a poll); measuring while it works would time its load too.
  const deadline = Date.now() + 60_000 + options.ratings * 50;
  while (
    (await participantRatingCount(options.table, options.tableName, options.userId)) <
    counted + options.ratings
  ) {
    if (Date.now() > deadline) throw new Error('bench: the ratings were not all counted in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const after = await measure(options.ratings);
  return {
    note: `GET /private/event/{id} (a completed event the caller took part in) and GET /private/profile with the seed's ratings, then with ${options.ratings} more ratings of the caller in that event's partition, all counted by the stream: the reads never touch a rating`,
    sizes: [before, after],
    capacityUnchanged:
      before.getEvent.capacityPerRequest === after.getEvent.capacityPerRequest &&
      before.getProfile.capacityPerRequest === after.getProfile.capacityPerRequest,
  };
}
