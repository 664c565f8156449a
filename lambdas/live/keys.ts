/**
 * Keys of an open WebSocket connection: one item per connection in its user's partition, so a live update finds
 * every tab of a user with one query; and one per geohash cell the connection watches, so a new event finds the
 * tabs near it with one query of its cell. Access patterns: docs/data-model.md.
 */
import { userPartition, type ItemKey } from '../platform/keys';

export const connectionSortKeyPrefix = 'CONNECTION#';

export const connectionKey = (userId: string, connectionId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${connectionSortKeyPrefix}${connectionId}`,
});

export const areaPartitionPrefix = 'AREA#';

/** A connection watching one cell (`nearbyCellPrecision`) for new events. */
export const areaWatchKey = (cell: string, connectionId: string): ItemKey => ({
  pk: `${areaPartitionPrefix}${cell}`,
  sk: `${connectionSortKeyPrefix}${connectionId}`,
});

/** The cells a connection's item names (its `areaCells`, comma-joined; none when empty or absent). */
export const areaCellsOf = (connection: Record<string, unknown> | undefined): string[] =>
  typeof connection?.areaCells === 'string' && connection.areaCells !== ''
    ? connection.areaCells.split(',')
    : [];

/** The area items a connection's item names: what goes with the connection. */
export const areaWatchKeysOf = (connection: Record<string, unknown>): ItemKey[] =>
  areaCellsOf(connection).map((cell) => areaWatchKey(cell, String(connection.connectionId)));
