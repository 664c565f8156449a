/** The invoices feature's functions: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/invoices';
import type { RouteDefinition, ScheduledJobDefinition, StreamConsumerDefinition } from '../function-kinds';
import { casePartitionPrefix } from '../moderation/keys';
import { moderationPartitionPrefix } from '../platform/keys';
import { invoicePartitionPrefix } from './keys';

export const invoicesRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.getOrderInvoice,
    handler: 'invoices/handlers/get-order-invoice',
    access: ['table:read'],
    settings: ['SELLER'],
  },
];

/** What settling a document touches: the document, and a case for a person (its item and the open-case count). */
const settling = {
  access: ['table:read', 'table:write', 'invoices:nilvera'],
  writes: [invoicePartitionPrefix, casePartitionPrefix, moderationPartitionPrefix],
  settings: ['SELLER', 'SITE_URL'],
} as const;

/**
 * The issuer: every new invoice document (an INSERT of `INVOICE#<orderId>` / INVOICE or CANCELLATION, outbox.ts) is
 * settled with the integrator at once.
 */
export const issueInvoices: StreamConsumerDefinition = {
  handler: 'invoices/handlers/issue-invoices',
  ...settling,
  stream: {
    filters: [
      { eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: invoicePartitionPrefix }] } } } },
    ],
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 3,
    // The retry job takes over whatever the stream could not settle: a record is not worth keeping longer.
    maxRecordAgeSeconds: 3600,
  },
  // The integrator is given 15 s a call, and an invoice takes up to three.
  timeoutSeconds: 60,
};

/** Tries again the invoice documents the integrator has not taken yet, with growing delays. */
export const retryInvoices: ScheduledJobDefinition = {
  handler: 'invoices/handlers/retry-invoices',
  ...settling,
  schedule: { kind: 'recurring', everyMinutes: 5 },
  timeoutSeconds: 300,
};
