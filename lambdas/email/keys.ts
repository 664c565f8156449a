/** Keys of the e-mail feature's own items. Access patterns: docs/data-model.md. */
import type { ItemKey } from '../platform/keys';

/**
 * One of the product's own e-mails, named by the key derived from its cause (outbox.ts), in a partition of its
 * own. Any feature writes one through the outbox, the e-mail sender reads it.
 */
export const emailPartitionPrefix = 'EMAIL#';
export const emailKey = (key: string): ItemKey => ({ pk: `${emailPartitionPrefix}${key}`, sk: 'EMAIL' });

/**
 * An address the product no longer e-mails, in a partition of its own, keyed by the address in lower case
 * (mailbox providers treat the case as one address).
 */
export const suppressionPartitionPrefix = 'SUPPRESSED#';
export const suppressionKey = (address: string): ItemKey => ({
  pk: `${suppressionPartitionPrefix}${address.trim().toLowerCase()}`,
  sk: 'SUPPRESSION',
});
