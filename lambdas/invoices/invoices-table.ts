/**
 * All table access for invoice documents (keys.ts). Each change of a document is conditioned on the state it was
 * read in, so the stream and the retry job working on one document at once record the integrator's answer once.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, dueBefore, tableName } from '../platform/table';
import { transactWithRetries } from '../platform/transactions';
import {
  cancellationRecordSchema,
  invoiceRecordSchema,
  type CancellationRecord,
  type InvoiceRecord,
} from './invoice-record';
import {
  documentKindOf,
  dueIndexAttributeNames,
  dueInvoiceIndexAttributes,
  invoiceDocumentKey,
  invoicePartitionPrefix,
  invoicesDuePartition,
  type InvoiceDocumentKind,
} from './keys';

const removeFromDueIndex = `REMOVE ${dueIndexAttributeNames.join(', ')}`;

async function getDocument(orderId: string, kind: InvoiceDocumentKind) {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: invoiceDocumentKey(orderId, kind), ConsistentRead: true }),
  );
  return Item;
}

export async function getInvoice(orderId: string): Promise<InvoiceRecord | undefined> {
  const item = await getDocument(orderId, 'invoice');
  return item && invoiceRecordSchema.parse(item);
}

export async function getCancellation(orderId: string): Promise<CancellationRecord | undefined> {
  const item = await getDocument(orderId, 'cancellation');
  return item && cancellationRecordSchema.parse(item);
}

async function conditionalUpdate(input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) {
  try {
    await documentClient.send(new UpdateCommand({ TableName: tableName, ...input }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** requested -> issued, with what was issued; false when another attempt recorded it first. */
export function markIssued(
  orderId: string,
  issued: { invoiceNumber: string; buyer: { name: string; email: string }; exchangeRate?: string },
  at: string,
): Promise<boolean> {
  return conditionalUpdate({
    Key: invoiceDocumentKey(orderId, 'invoice'),
    UpdateExpression: `SET #status = :issued, invoiceNumber = :number, issuedAt = :at, buyer = :buyer, lastAttemptAt = :at${issued.exchangeRate ? ', exchangeRate = :rate' : ''} ADD attempts :one ${removeFromDueIndex}`,
    ConditionExpression: '#status = :requested',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':issued': 'issued',
      ':requested': 'requested',
      ':number': issued.invoiceNumber,
      ':buyer': issued.buyer,
      ':at': at,
      ':one': 1,
      ...(issued.exchangeRate ? { ':rate': issued.exchangeRate } : {}),
    },
  });
}

/** A failed attempt: counted, its error kept, the next attempt listed; false when the document was done meanwhile. */
export function markFailed(
  orderId: string,
  kind: InvoiceDocumentKind,
  failure: { error: string; at: string; nextAttemptAt: string },
): Promise<boolean> {
  const [partitionAttribute, sortAttribute] = dueIndexAttributeNames;
  const due = dueInvoiceIndexAttributes(failure.nextAttemptAt, orderId, kind);
  return conditionalUpdate({
    Key: invoiceDocumentKey(orderId, kind),
    UpdateExpression:
      'SET lastError = :error, lastAttemptAt = :at, #duePartition = :duePartition, #dueSort = :dueSort ADD attempts :one',
    ConditionExpression: '#status = :requested',
    ExpressionAttributeNames: {
      '#status': 'status',
      '#duePartition': partitionAttribute,
      '#dueSort': sortAttribute,
    },
    ExpressionAttributeValues: {
      ':error': failure.error.slice(0, 1000),
      ':at': failure.at,
      ':duePartition': due[partitionAttribute],
      ':dueSort': due[sortAttribute],
      ':requested': 'requested',
      ':one': 1,
    },
  });
}

/** The cancellation done and the invoice marked cancelled, together; false when recorded before. */
export async function markCancelled(orderId: string, at: string): Promise<boolean> {
  const failure = await transactWithRetries({
    cancellation: {
      Update: {
        TableName: tableName,
        Key: invoiceDocumentKey(orderId, 'cancellation'),
        UpdateExpression: `SET #status = :done, doneAt = :at, lastAttemptAt = :at ADD attempts :one ${removeFromDueIndex}`,
        ConditionExpression: '#status = :requested',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':done': 'done', ':requested': 'requested', ':at': at, ':one': 1 },
      },
    },
    invoice: {
      Update: {
        TableName: tableName,
        Key: invoiceDocumentKey(orderId, 'invoice'),
        UpdateExpression: 'SET #status = :cancelled, cancelledAt = :at',
        ConditionExpression: '#status = :issued',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':cancelled': 'cancelled', ':issued': 'issued', ':at': at },
      },
    },
  });
  if (!failure) return true;
  if (failure.conditionFailed('cancellation')) return false;
  throw new Error(`Cancellation of the invoice of ${orderId} not recorded: ${failure.summary}`);
}

/** Documents whose next attempt is before `now`, soonest first, as (order, kind) pairs. */
export async function dueDocuments(
  now: string,
  limit: number,
): Promise<{ orderId: string; kind: InvoiceDocumentKind }[]> {
  const items = await dueBefore(invoicesDuePartition, now, limit);
  return items.flatMap((item) => {
    const kind = documentKindOf(String(item.sk));
    return kind ? [{ orderId: String(item.pk).slice(invoicePartitionPrefix.length), kind }] : [];
  });
}
