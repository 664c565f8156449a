/**
 * The invoice issuer Lambda, fed by the table's stream through an event source mapping filtered to new invoice
 * documents (`issueInvoices` in lambdas/invoices/routes.ts): each is settled with the integrator at once. What the
 * integrator refuses or does not answer is recorded for the retry job; a record whose handling fails otherwise (the
 * table) is reported in `batchItemFailures`, so the stream retries it.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { streamHandler } from '../../platform/stream-handler';
import { publishInvoiceMetrics } from '../invoice-metrics';
import { settleDocument } from '../issuing';
import { documentKindOf, invoicePartitionPrefix } from '../keys';

class PoisonRecordError extends Error {}

function settleRecord(record: DynamoDBRecord) {
  const keys = record.dynamodb?.Keys;
  const kind = documentKindOf(keys?.sk?.S ?? '');
  const pk = keys?.pk?.S ?? '';
  if (!kind || !pk.startsWith(invoicePartitionPrefix)) {
    throw new PoisonRecordError(`Stream record ${record.eventID ?? '(no id)'} holds no invoice document`);
  }
  return settleDocument(pk.slice(invoicePartitionPrefix.length), kind, clock.now());
}

export const handler = streamHandler(settleRecord, { afterBatch: publishInvoiceMetrics });
