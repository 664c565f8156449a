/**
 * Keys of the friends feature. A friendship (or a request) is two items, one in each user's partition, written
 * and removed together: `USER#<a>/FRIEND#<b>` says how a sees b. Access patterns: docs/data-model.md.
 */
import { userPartition, type ItemKey } from '../platform/keys';

export const friendSortKeyPrefix = 'FRIEND#';

export const friendKey = (ownerId: string, otherId: string): ItemKey => ({
  pk: userPartition(ownerId),
  sk: `${friendSortKeyPrefix}${otherId}`,
});
