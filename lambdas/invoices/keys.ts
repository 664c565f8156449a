/**
 * Keys of the invoices feature. Access patterns: docs/data-model.md.
 *
 *   INVOICE#<orderId> / INVOICE        the e-Arşiv invoice of a paid order: the request (outbox), then what was issued
 *   INVOICE#<orderId> / CANCELLATION   its cancellation, requested by the order's refund
 *
 * Both are keyed by the order alone (an order id is unique across users), so a cause that comes again (a replayed
 * payment callback, a refund recorded twice) collides with the item it wrote the first time. Until the integrator
 * has answered, each is listed in `dueByTime` under `INVOICES_DUE` by the time of its next attempt: the retry job
 * reads only the work still to do, and the item leaves the index once done.
 */
import type { ItemKey } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';

export const invoicePartitionPrefix = 'INVOICE#';

export type InvoiceDocumentKind = 'invoice' | 'cancellation';

const sortKeys: Readonly<Record<InvoiceDocumentKind, string>> = {
  invoice: 'INVOICE',
  cancellation: 'CANCELLATION',
};

export const invoiceDocumentKey = (orderId: string, kind: InvoiceDocumentKind): ItemKey => ({
  pk: `${invoicePartitionPrefix}${orderId}`,
  sk: sortKeys[kind],
});

/** The kind of an item by its sort key; undefined for a key of no invoice document. */
export const documentKindOf = (sk: string): InvoiceDocumentKind | undefined =>
  (Object.keys(sortKeys) as InvoiceDocumentKind[]).find((kind) => sortKeys[kind] === sk);

/** `dueByTime` partition: invoice documents the integrator has yet to issue or cancel, by their next attempt. */
export const invoicesDuePartition = 'INVOICES_DUE';

export const dueInvoiceIndexAttributes = (
  nextAttemptAt: string,
  orderId: string,
  kind: InvoiceDocumentKind,
) => indexAttributes(tableIndexes.dueByTime, invoicesDuePartition, `${nextAttemptAt}#${orderId}#${kind}`);

export const dueIndexAttributeNames = [tableIndexes.dueByTime.partitionKey, tableIndexes.dueByTime.sortKey];
