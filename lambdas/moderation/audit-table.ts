/**
 * The audit log: one item per moderator read of a case and per decision, appended (`attribute_not_exists`, under a
 * fresh id) and never changed. No function may update or delete these items: the partition is in no function's
 * `writes`, only in the `appends` of those that add entries (PutItem alone); the table's time to live removes an
 * entry two years after it was written.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { documentClient, tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import { auditRecordSchema, type AuditRecord } from './case-record';
import { auditKey, auditPartition } from './keys';
import { retainedUntil } from './moderation';

export type NewAuditEntry = Omit<AuditRecord, 'entryId'>;

function auditItem(entry: NewAuditEntry): Record<string, unknown> {
  const entryId = randomUUID();
  return {
    ...auditKey(entry.at, entryId),
    entryId,
    ...entry,
    [timeToLiveAttribute]: retainedUntil(entry.at),
  };
}

/** Transaction piece: the entry, appended with the decision it records. */
export function auditEntryPut(entry: NewAuditEntry): TransactionItem {
  return {
    Put: { TableName: tableName, Item: auditItem(entry), ConditionExpression: 'attribute_not_exists(pk)' },
  };
}

/** Appends an entry on its own (a read of a case). */
export async function appendAuditEntry(entry: NewAuditEntry): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: auditItem(entry),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The month before `month` ('2026-01' -> '2025-12'). */
export function previousMonth(month: string): string {
  const [year, monthOfYear] = month.split('-').map(Number);
  return monthOfYear === 1 ? `${year - 1}-12` : `${year}-${String(monthOfYear - 1).padStart(2, '0')}`;
}

/** A page's position: the month's partition and the last sort key shown in it. */
export interface AuditPosition {
  month: string;
  before?: string;
}

/** Months a page walks back through at most: the log keeps two years. */
const monthsKept = 25;

/**
 * Entries latest first, from `position` (the current month at first): `next` is where the following page starts,
 * absent once the log's oldest month is behind.
 */
export async function auditPage(
  position: AuditPosition,
  oldestMonth: string,
  limit: number,
): Promise<{ entries: AuditRecord[]; next?: AuditPosition }> {
  const entries: AuditRecord[] = [];
  let { month, before } = position;
  for (let walked = 0; walked < monthsKept && month >= oldestMonth; walked += 1) {
    const { Items = [], LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: before === undefined ? 'pk = :pk' : 'pk = :pk AND sk < :before',
        ExpressionAttributeValues: { ':pk': auditPartition(month), ...(before ? { ':before': before } : {}) },
        ScanIndexForward: false,
        Limit: limit - entries.length,
      }),
    );
    entries.push(...Items.map((item) => auditRecordSchema.parse(item)));
    if (LastEvaluatedKey) return { entries, next: { month, before: String(LastEvaluatedKey.sk) } };
    if (entries.length >= limit) return { entries, next: { month: previousMonth(month) } };
    month = previousMonth(month);
    before = undefined;
  }
  return { entries };
}
