/**
 * Keys of the event entity: the event item, its members (host and participants), per-day view counters, and the
 * create request's idempotency claim. Listing indexes are sparse: only a published event that has not been
 * cancelled carries their attributes. Access patterns: docs/data-model.md.
 */
import { eventPartition, userPartition, type ItemKey } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';
import type { EventType } from '../contracts/events';
import { geohash } from '../platform/geohash';

export const eventKey = (eventId: string): ItemKey => ({ pk: eventPartition(eventId), sk: 'EVENT' });

export const memberSortKeyPrefix = 'MEMBER#';
export const memberKey = (eventId: string, userId: string): ItemKey => ({
  pk: eventPartition(eventId),
  sk: `${memberSortKeyPrefix}${userId}`,
});

export const viewsSortKeyPrefix = 'VIEWS#';
/** One counter per Istanbul day. */
export const viewsKey = (eventId: string, day: string): ItemKey => ({
  pk: eventPartition(eventId),
  sk: `${viewsSortKeyPrefix}${day}`,
});

/** A create request's key, claimed in the same transaction as the event it created. */
export const idempotencyKey = (userId: string, key: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `IDEMPOTENCY#EVENT#${key}`,
});

/** Sort key of the listing indexes: by start, the id keeps equal starts apart. */
export const startSortKey = (startsAt: string, eventId: string) => `${startsAt}#${eventId}`;

/** `eventsByTypeAndStart`: every listed event of a type. */
export const typePartition = (type: EventType) => `TYPE#${type}`;
/** `eventsByCell`: listed physical events of one geohash cell. */
export const cellPartition = (cell: string) => `CELL#${cell}`;
/** `byMember`: what a user hosts or joins. */
export const memberPartition = (userId: string) => userPartition(userId);

/** The index attributes of a listed event. */
export function listingIndexAttributes(event: {
  id: string;
  type: EventType;
  startsAt: string;
  /** the cell is the public point's: a radius search must not tell more than the distances it shows */
  publicPoint: [number, number] | null;
}): Record<string, string> {
  const sortKey = startSortKey(event.startsAt, event.id);
  return {
    ...indexAttributes(tableIndexes.eventsByTypeAndStart, typePartition(event.type), sortKey),
    ...(event.type === 'physical' && event.publicPoint
      ? indexAttributes(tableIndexes.eventsByCell, cellPartition(geohash(...event.publicPoint)), sortKey)
      : {}),
  };
}

/** What takes an event out of the listings when removed. */
export const listingIndexAttributeNames = [
  tableIndexes.eventsByTypeAndStart,
  tableIndexes.eventsByCell,
].flatMap((index) => [index.partitionKey, index.sortKey]);
