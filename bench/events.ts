/**
 * Listing cost against table size: the same two listing requests measured with 1,000 and with 50,000 events in
 * the table, their latency and the read capacity each page consumed. Events are written straight to the table
 * in the shape the create transaction writes (record + listing keys), spread over Istanbul and the next 30 days.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EventRecord } from '../lambdas/events/event-record';
import { eventKey, listingIndexAttributes } from '../lambdas/events/keys';
import { measureLatency, type LatencySummary } from './percentiles';

const sizes = [1_000, 50_000] as const;
const load = { requests: 300, concurrency: 8 };
const istanbul: [number, number] = [28.9784, 41.0082];

export function benchEvent(index: number, now: number): EventRecord {
  const type = index % 2 === 0 ? 'physical' : 'online';
  const startsAt = new Date(now + 3_600_000 + ((index * 7919) % (30 * 24 * 60)) * 60_000).toISOString();
  const lng = istanbul[0] + (((index * 31) % 100) / 100 - 0.5) * 0.6;
  const lat = istanbul[1] + (((index * 17) % 100) / 100 - 0.5) * 0.3;
  return {
    id: randomUUID(),
    type,
    state: 'published',
    hostId: 'bench-host',
    host: { userId: 'bench-host', name: 'Bench', username: null, avatar: null, rating: 0, eventsHosted: 1 },
    title: `Bench ${index}`,
    description: 'Bench event',
    category: type === 'physical' ? 'Sports' : 'Popular Games',
    tags: [type === 'physical' ? 'Koşu' : 'Valorant'],
    startsAt,
    durationMinutes: 60,
    maxParticipants: 4,
    participantCount: 1,
    price: 0,
    skillLevel: 'beginner',
    publicLocation: type === 'physical' ? 'Bench' : null,
    location: type === 'physical' ? { name: 'Bench', lng, lat, address: 'İstanbul' } : null,
    // made-up places: the public point may as well be the place itself
    publicPoint: type === 'physical' ? [lng, lat] : null,
    city: null,
    district: null,
    platform: type === 'online' ? 'Valorant' : null,
    gameType: type === 'online' ? 'FPS' : null,
    voiceRequired: false,
    requirements: null,
    language: 'tr',
    views: 0,
    shares: {},
    requestCount: 0,
    pendingRequests: 0,
    sequence: 0,
    createdAt: new Date(now).toISOString(),
    updatedAt: new Date(now).toISOString(),
  };
}

async function fillTo(
  table: DynamoDBDocumentClient,
  tableName: string,
  from: number,
  to: number,
): Promise<void> {
  const now = Date.now();
  const batches: number[] = [];
  for (let start = from; start < to; start += 25) batches.push(start);
  let next = 0;
  async function writer(): Promise<void> {
    while (next < batches.length) {
      const start = batches[next++];
      const items = Array.from({ length: Math.min(25, to - start) }, (_, offset) => {
        const event = benchEvent(start + offset, now);
        return {
          PutRequest: {
            Item: {
              ...eventKey(event.id),
              ...event,
              ...listingIndexAttributes({ ...event, startsAt: event.startsAt! }),
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

export interface ListingFigures {
  events: number;
  physicalNear: LatencySummary & { readCapacityPerPage: number };
  online: LatencySummary & { readCapacityPerPage: number };
}

/**
 * `consumedReadCapacity(call)` answers the read capacity the handler's queries consumed during `call` (the bench
 * runs the stack in-process and counts on its table client).
 */
export async function measureListing(options: {
  apiUrl: string;
  accessToken: string;
  table: DynamoDBDocumentClient;
  tableName: string;
  consumedReadCapacity: (call: () => Promise<void>) => Promise<number>;
}): Promise<{
  sizes: ListingFigures[];
  p50RatioLargestToSmallest: { physicalNear: number; online: number };
}> {
  const list = (path: string) => async () => {
    const response = await fetch(`${options.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${options.accessToken}` },
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const page = (await response.json()) as { items: unknown[] };
    if (page.items.length === 0) throw new Error(`${path} listed nothing`);
  };
  const physicalNear = list('/private/events/physical?near=28.9784,41.0082&distanceKm=10&limit=20');
  const online = list('/private/events/online?limit=20');
  const figures: ListingFigures[] = [];
  let written = 0;
  for (const size of sizes) {
    await fillTo(options.table, options.tableName, written, size);
    written = size;
    await measureLatency(physicalNear, { requests: 100, concurrency: 8 });
    await measureLatency(online, { requests: 100, concurrency: 8 });
    figures.push({
      events: size,
      physicalNear: {
        ...(await measureLatency(physicalNear, load)),
        readCapacityPerPage: await options.consumedReadCapacity(physicalNear),
      },
      online: {
        ...(await measureLatency(online, load)),
        readCapacityPerPage: await options.consumedReadCapacity(online),
      },
    });
  }
  const [small, large] = [figures[0], figures[figures.length - 1]];
  return {
    sizes: figures,
    p50RatioLargestToSmallest: {
      physicalNear: Number((large.physicalNear.p50Ms / small.physicalNear.p50Ms).toFixed(2)),
      online: Number((large.online.p50Ms / small.online.p50Ms).toFixed(2)),
    },
  };
}
