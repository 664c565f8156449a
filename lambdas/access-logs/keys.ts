/** The access-log seal's one item: where the digest chain ends. */
import type { ItemKey } from '../platform/keys';

export const accessLogSealPartitionPrefix = 'ACCESS_LOG_SEAL#';
export const accessLogSealKey: ItemKey = { pk: `${accessLogSealPartitionPrefix}chain`, sk: 'LATEST' };
