/**
 * Keys of the join request: one item per (event, requester), in the event's partition, so the key itself
 * enforces one request per user per event. `requestsByUser` lists a requester's requests, newest first.
 * Access patterns: docs/data-model.md.
 */
import { eventPartition, userPartition, type ItemKey } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';

export const requestSortKeyPrefix = 'REQUEST#';

export const requestKey = (eventId: string, requesterId: string): ItemKey => ({
  pk: eventPartition(eventId),
  sk: `${requestSortKeyPrefix}${requesterId}`,
});

export function requesterIndexAttributes(requesterId: string, createdAt: string, eventId: string) {
  return indexAttributes(tableIndexes.requestsByUser, userPartition(requesterId), `${createdAt}#${eventId}`);
}
