/**
 * Keys of an open WebSocket connection: one item per connection in its user's partition, so a push finds every
 * tab of a user with one query. Access patterns: docs/data-model.md.
 */
import { userPartition, type ItemKey } from '../platform/keys';

export const connectionSortKeyPrefix = 'CONNECTION#';

export const connectionKey = (userId: string, connectionId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${connectionSortKeyPrefix}${connectionId}`,
});
