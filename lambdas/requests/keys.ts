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

/**
 * The request's place in `dueByTime` while nobody can read it: waiting for the screener (by creation, what the
 * stuck-screening sweep visits), then, should the screener fail, held for a person (by the time it was held, the
 * moderators' queue). A request the screener decided leaves the index.
 */
export const screeningRequestsPartition = 'SCREENING_REQUESTS';
export const heldRequestsPartition = 'HELD_REQUESTS';

const dueSortKey = (at: string, eventId: string, requesterId: string) => `${at}#${eventId}#${requesterId}`;

export const screeningIndexAttributes = (eventId: string, requesterId: string, createdAt: string) =>
  indexAttributes(
    tableIndexes.dueByTime,
    screeningRequestsPartition,
    dueSortKey(createdAt, eventId, requesterId),
  );

export const heldIndexAttributes = (eventId: string, requesterId: string, heldAt: string) =>
  indexAttributes(tableIndexes.dueByTime, heldRequestsPartition, dueSortKey(heldAt, eventId, requesterId));
