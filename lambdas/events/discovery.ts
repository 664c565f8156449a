/**
 * The two listings. Physical events near a position are read from the geohash cells that cover the circle;
 * otherwise (and for online events) from the type's partition; both by start time, from events that may still be
 * ongoing. A physical listing from a position without a radius reads in two stages: the events within
 * `nearbyKm` first, then every other one. Each stage reads at most `maxRounds` chunks per partition, whatever the
 * table holds. Events of hosts blocked either way with the reader, or suspended or banned, are left out.
 */
import type { EventPage } from '../contracts/events';
import type { OnlineListQuery, PhysicalListQuery } from '../contracts/event-schemas';
import { refusal } from '../platform/errors';
import {
  isWithinKm,
  longestDurationMinutes,
  matchesOnline,
  matchesPhysical,
  featuredFirst,
  toCard,
  windowEnd,
} from './events';
import { readListingChunk, type ListedEvent } from './events-table';
import { coveringCells, nearbyKm } from '../platform/geohash';
import { cellPartition, typePartition } from './keys';
import { decodeCursor, encodeCursor, readPage } from './listing';
import { eventRefusals } from '../contracts/refusals';
import { usersBlockedEitherWay } from '../users/blocks-table';
import { sanctionedUsers } from '../platform/sanctioned-users';

const maxRounds = 4;

interface Stage {
  index: 'eventsByTypeAndStart' | 'eventsByCell';
  partitions: readonly string[];
  accept: (record: ListedEvent['record']) => boolean;
}

interface Listing {
  /** hosts whose events this reader does not see */
  hiddenHosts: ReadonlySet<string>;
  cursor?: string;
  when?: PhysicalListQuery['when'];
  limit: number;
}

/** Reads the stages in turn from where the cursor stopped, until the page is full or every stage is read. */
async function readStages(stages: readonly Stage[], listing: Listing, now: Date) {
  const earliest = new Date(now.getTime() - longestDurationMinutes * 60_000).toISOString();
  const start = listing.cursor ? decodeCursor(listing.cursor) : { stage: 0, sortKey: earliest };
  if (!start || start.stage >= stages.length) throw refusal(400, eventRefusals, 'BAD_CURSOR');
  const end = windowEnd(listing.when, now);
  // '~' sorts after every id character, so the bound includes events starting exactly at the end.
  const until = end ? `${end.toISOString()}~` : undefined;
  const found: ListedEvent[] = [];
  for (let stage = start.stage; stage < stages.length; stage++) {
    const { index, partitions, accept } = stages[stage];
    const { items, cursor } = await readPage<ListedEvent>(
      (partition, from, to, limit) => readListingChunk(index, partition, from, to, limit),
      {
        partitions,
        after: stage === start.stage ? start.sortKey : earliest,
        until,
        limit: listing.limit - found.length,
        accept: ({ record }) => !listing.hiddenHosts.has(record.hostId) && accept(record),
        chunkSize: Math.min(listing.limit * 2, 100),
        maxRounds,
      },
    );
    found.push(...items);
    if (cursor) return { items: found, nextCursor: encodeCursor({ stage, sortKey: cursor }) };
  }
  return { items: found, nextCursor: null };
}

function physicalStages(query: PhysicalListQuery, now: Date): Stage[] {
  const matches = (record: ListedEvent['record']) => matchesPhysical(record, query, now);
  const everywhere = { index: 'eventsByTypeAndStart', partitions: [typePartition('physical')] } as const;
  const { near } = query;
  if (!near) return [{ ...everywhere, accept: matches }];
  const cellsWithin = (km: number) => ({
    index: 'eventsByCell' as const,
    partitions: coveringCells(near, km).map(cellPartition),
  });
  if (query.distanceKm !== undefined) return [{ ...cellsWithin(query.distanceKm), accept: matches }];
  return [
    { ...cellsWithin(nearbyKm), accept: (record) => matches(record) && isWithinKm(record, near, nearbyKm) },
    { ...everywhere, accept: (record) => matches(record) && !isWithinKm(record, near, nearbyKm) },
  ];
}

/** Hosts whose events the reader does not see: blocked either way, or under a suspension or ban (but their own). */
async function hostsHiddenFrom(readerId: string): Promise<Set<string>> {
  const [blocked, sanctioned] = await Promise.all([usersBlockedEitherWay(readerId), sanctionedUsers()]);
  const hidden = new Set([...blocked, ...sanctioned]);
  hidden.delete(readerId);
  return hidden;
}

export async function listPhysical(
  query: PhysicalListQuery,
  readerId: string,
  now: Date,
): Promise<EventPage> {
  const hiddenHosts = await hostsHiddenFrom(readerId);
  const { items, nextCursor } = await readStages(physicalStages(query, now), { ...query, hiddenHosts }, now);
  const cards = items.map(({ record }) => toCard(record, now, query.near));
  if (query.sort === 'nearest' && query.near) {
    // Nearest first within the page; events without a place go last.
    cards.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
  }
  return { items: featuredFirst(cards), nextCursor };
}

export async function listOnline(query: OnlineListQuery, readerId: string, now: Date): Promise<EventPage> {
  const stages: Stage[] = [
    {
      index: 'eventsByTypeAndStart',
      partitions: [typePartition('online')],
      accept: (record) => matchesOnline(record, query, now),
    },
  ];
  const hiddenHosts = await hostsHiddenFrom(readerId);
  const { items, nextCursor } = await readStages(stages, { ...query, hiddenHosts }, now);
  return { items: featuredFirst(items.map(({ record }) => toCard(record, now))), nextCursor };
}
