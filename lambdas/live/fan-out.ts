/**
 * Posting a live update to every open connection of the users a change concerns, through API Gateway's management
 * API (the local stack serves the same API). Posts run concurrently, at most `fanOutConcurrency` at a time, so a
 * change reaching a thousand people neither waits on them one by one nor opens a thousand sockets at once. A
 * connection found gone is deleted; any other failed post is counted and left: the message only says "read
 * again", and that tab reads again on focus, on reconnect and at its safety revalidation.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { LiveMessage } from '../contracts/live';
import { eventPartition } from '../platform/keys';
import { logger } from '../platform/logger';
import { partitionItems } from '../platform/table';
import { memberSortKeyPrefix } from '../events/keys';
import type { Audience } from './change-audiences';
import { deleteConnection, openConnectionIds, watchersOf } from './connections-table';
import { postToConnection } from './connection-store';
import { liveMetrics } from './live-metrics';

export const metrics = new Metrics({ namespace: liveMetrics.namespace, serviceName: liveMetrics.service });

export const fanOutConcurrency = 50;

/** Runs `work` on every item, at most `limit` at a time. */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface Delivery {
  readonly userId: string;
  /** the connections to post to; absent: every open connection of the user */
  readonly connectionIds?: readonly string[];
  readonly message: LiveMessage;
}

/** The members of an event in one role: at most the event's capacity and its host. */
async function membersOf(eventId: string, role: 'host' | 'participant'): Promise<string[]> {
  const members = await partitionItems(eventPartition(eventId), memberSortKeyPrefix);
  return members.filter((member) => member.role === role).map((member) => String(member.userId));
}

async function deliveriesOf(audiences: readonly Audience[], at: Date): Promise<Delivery[]> {
  const deliveries = await Promise.all(
    audiences.map(async (audience): Promise<Delivery[]> => {
      switch (audience.kind) {
        case 'user':
          return [audience];
        case 'members':
          return (await membersOf(audience.eventId, audience.role)).map((userId) => ({
            userId,
            message: audience.message,
          }));
        case 'area':
          return (await watchersOf(audience.cell, at))
            .filter((watcher) => watcher.userId !== audience.exceptUserId)
            .map(({ userId, connectionId }) => ({
              userId,
              connectionIds: [connectionId],
              message: audience.message,
            }));
      }
    }),
  );
  return deliveries.flat();
}

export type PostOutcome = 'delivered' | 'gone' | 'failed';

async function post(userId: string, connectionId: string, data: string): Promise<PostOutcome> {
  let outcome: 'delivered' | 'gone';
  try {
    outcome = await postToConnection(connectionId, data);
  } catch (error) {
    logger.warn('Live update not delivered', { connectionId, reason: (error as Error).name });
    return 'failed';
  }
  if (outcome === 'gone') await deleteConnection(userId, connectionId);
  return outcome;
}

/** Sends each audience its live update; answers how many posts ended each way. */
export async function fanOut(audiences: readonly Audience[], at: Date): Promise<Record<PostOutcome, number>> {
  const counts: Record<PostOutcome, number> = { delivered: 0, gone: 0, failed: 0 };
  const deliveries = await deliveriesOf(audiences, at);
  await forEachBounded(deliveries, fanOutConcurrency, async ({ userId, connectionIds, message }) => {
    const data = JSON.stringify(message);
    const connections = connectionIds ?? (await openConnectionIds(userId, at));
    await Promise.all(
      connections.map(async (connectionId) => {
        counts[await post(userId, connectionId, data)] += 1;
      }),
    );
  });
  metrics.addMetric(liveMetrics.delivered, MetricUnit.Count, counts.delivered);
  metrics.addMetric(liveMetrics.staleConnections, MetricUnit.Count, counts.gone);
  metrics.addMetric(liveMetrics.fanOutErrors, MetricUnit.Count, counts.failed);
  return counts;
}
