/**
 * The two listings. Physical events near a position are read from the geohash cells that cover the circle;
 * otherwise (and for online events) from the type's partition; both by start time, from events that may still be
 * ongoing. Each request reads at most `maxRounds` chunks per partition, whatever the table holds.
 */
import type { EventPage, OnlineListQuery, PhysicalListQuery } from '../contracts/events';
import { refusal } from '../platform/errors';
import { longestDurationMinutes, matchesOnline, matchesPhysical, toCard, windowEnd } from './events';
import { readListingChunk, type ListedEvent } from './events-table';
import { coveringCells } from './geohash';
import { cellPartition, typePartition } from './keys';
import { decodeCursor, encodeCursor, readPage } from './listing';
import { eventRefusals } from '../contracts/refusals';

const maxRounds = 4;

function startBounds(cursor: string | undefined, when: PhysicalListQuery['when'], now: Date) {
  const earliest = new Date(now.getTime() - longestDurationMinutes * 60_000).toISOString();
  let after = earliest;
  if (cursor) {
    const decoded = decodeCursor(cursor);
    if (!decoded) throw refusal(400, eventRefusals, 'BAD_CURSOR');
    after = decoded;
  }
  const end = windowEnd(when, now);
  // '~' sorts after every id character, so the bound includes events starting exactly at the end.
  return { after, until: end ? `${end.toISOString()}~` : undefined };
}

function page(items: ListedEvent[], cursor: string | null, now: Date, near?: [number, number]): EventPage {
  return {
    items: items.map(({ record }) => toCard(record, now, near)),
    nextCursor: cursor && encodeCursor(cursor),
  };
}

export async function listPhysical(query: PhysicalListQuery, now: Date): Promise<EventPage> {
  const { after, until } = startBounds(query.cursor, query.when, now);
  const byCell = query.near !== undefined && query.distanceKm !== undefined;
  const partitions = byCell
    ? coveringCells(query.near!, query.distanceKm!).map(cellPartition)
    : [typePartition('physical')];
  const { items, cursor } = await readPage<ListedEvent>(
    (partition, from, to, limit) =>
      readListingChunk(byCell ? 'eventsByCell' : 'eventsByTypeAndStart', partition, from, to, limit),
    {
      partitions,
      after,
      until,
      limit: query.limit,
      accept: ({ record }) => matchesPhysical(record, query, now),
      chunkSize: Math.min(query.limit * 2, 100),
      maxRounds,
    },
  );
  const result = page(items, cursor, now, query.near);
  if (query.sort === 'nearest' && query.near) {
    // Nearest first within the page of soonest events; events without a place go last.
    result.items.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
  }
  return result;
}

export async function listOnline(query: OnlineListQuery, now: Date): Promise<EventPage> {
  const { after } = startBounds(query.cursor, undefined, now);
  const { items, cursor } = await readPage<ListedEvent>(
    (partition, from, to, limit) => readListingChunk('eventsByTypeAndStart', partition, from, to, limit),
    {
      partitions: [typePartition('online')],
      after,
      limit: query.limit,
      accept: ({ record }) => matchesOnline(record, query, now),
      chunkSize: Math.min(query.limit * 2, 100),
      maxRounds,
    },
  );
  return page(items, cursor, now);
}
