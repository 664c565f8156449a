/** All table access for reports: one per reporter per reported user per Istanbul day, kept by the key. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportReason } from '../contracts/users';
import { documentClient, tableName } from '../platform/table';
import { filedReportIndexAttributes, reportKey } from './keys';

export interface ReportRecord {
  targetId: string;
  reporterId: string;
  /** the Istanbul day (YYYY-MM-DD) the report counts for */
  day: string;
  reason: ReportReason;
  text: string;
  createdAt: string;
}

export type ReportOutcome = 'filed' | 'already-reported';

export async function fileReport(report: ReportRecord): Promise<ReportOutcome> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...reportKey(report.targetId, report.day, report.reporterId),
          ...report,
          ...filedReportIndexAttributes(report.reporterId, report.createdAt, report.targetId),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'filed';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'already-reported';
    throw error;
  }
}
