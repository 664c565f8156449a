/** The tokens feature's functions: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/tokens';
import type { RouteDefinition, ScheduledJobDefinition, StreamConsumerDefinition } from '../function-kinds';
import { profileKey } from '../profile/keys';
import { emailPartitionPrefix } from '../email/keys';
import { userPartitionPrefix } from '../platform/keys';
import { invoicePartitionPrefix } from '../invoices/keys';
import { checkoutTokenPartitionPrefix } from './keys';

export const tokensRoutes: readonly RouteDefinition[] = [
  { endpoint: api.getTokens, handler: 'tokens/handlers/get-tokens', access: ['table:read'] },
  {
    endpoint: api.startCheckout,
    handler: 'tokens/handlers/start-checkout',
    access: ['table:read', 'table:write', 'payments:iyzico'],
    writes: [userPartitionPrefix, checkoutTokenPartitionPrefix],
    settings: ['SITE_URL', 'SELLER'],
  },
  {
    endpoint: api.iyzicoCallback,
    handler: 'tokens/handlers/iyzico-callback',
    access: ['table:read', 'table:write', 'payments:iyzico'],
    // the order and its tokens, the receipt e-mail and the invoice's request
    writes: [userPartitionPrefix, emailPartitionPrefix, invoicePartitionPrefix],
    settings: ['SITE_URL'],
  },
  { endpoint: api.getTokenOrder, handler: 'tokens/handlers/get-token-order', access: ['table:read'] },
  { endpoint: api.getOrderContract, handler: 'tokens/handlers/get-order-contract', access: ['table:read'] },
  {
    endpoint: api.refundTokenOrder,
    handler: 'tokens/handlers/refund-token-order',
    access: ['table:read', 'table:write', 'payments:iyzico'],
    // the order and its tokens, and the request of its invoice's cancellation
    writes: [userPartitionPrefix, invoicePartitionPrefix],
  },
  {
    endpoint: api.cancelTokenOrder,
    handler: 'tokens/handlers/cancel-token-order',
    access: ['table:read', 'table:write', 'payments:iyzico'],
    // a checkout found paid is settled here, with its receipt and its invoice's request
    writes: [userPartitionPrefix, emailPartitionPrefix, invoicePartitionPrefix],
    settings: ['SITE_URL'],
  },
  {
    endpoint: api.saveAutoRefill,
    handler: 'tokens/handlers/save-auto-refill',
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix],
  },
  { endpoint: api.getTokenHistory, handler: 'tokens/handlers/get-token-history', access: ['table:read'] },
];

/** Settles the orders nobody came back for, from the provider's own report. */
export const reconcileOrders: ScheduledJobDefinition = {
  handler: 'tokens/handlers/reconcile-orders',
  access: ['table:read', 'table:write', 'payments:iyzico'],
  writes: [userPartitionPrefix, emailPartitionPrefix, invoicePartitionPrefix],
  settings: ['SITE_URL'],
  schedule: { kind: 'recurring', everyMinutes: 10 },
};

/** Expires what is left of each purchase whose validity has ended. */
export const expireTokens: ScheduledJobDefinition = {
  handler: 'tokens/handlers/expire-tokens',
  access: ['table:read', 'table:write'],
  writes: [userPartitionPrefix],
  schedule: { kind: 'recurring', everyMinutes: 15 },
};

/** Buys the chosen package again when a debit leaves a balance below its auto-refill threshold. */
export const refillOnLowBalance: StreamConsumerDefinition = {
  handler: 'tokens/handlers/refill-on-low-balance',
  access: ['table:read', 'table:write', 'payments:iyzico'],
  writes: [userPartitionPrefix, emailPartitionPrefix, invoicePartitionPrefix],
  settings: ['SITE_URL', 'SELLER'],
  stream: {
    filters: [
      {
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: { sk: { S: [profileKey('').sk] } },
          NewImage: { autoRefill: { M: { enabled: { BOOL: [true] } } } },
        },
      },
    ],
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 3,
    maxRecordAgeSeconds: 3600,
  },
  timeoutSeconds: 30,
};
