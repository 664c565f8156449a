/** All table access for reports: one per reporter per reported user per Istanbul day, kept by the key. */
import type { ReportReason } from '../contracts/users';
import { tableName } from '../platform/table';
import { transactWithRetries } from '../platform/transactions';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
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

/** The report, only from an active account: a deleted one's would outlive its deletion's sweep. */
export async function fileReport(report: ReportRecord): Promise<ReportOutcome> {
  const failure = await transactWithRetries({
    report: {
      Put: {
        TableName: tableName,
        Item: {
          ...reportKey(report.targetId, report.day, report.reporterId),
          ...report,
          ...filedReportIndexAttributes(report.reporterId, report.createdAt, report.targetId),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...callerActive(report.reporterId),
  });
  refuseInactiveCaller(failure);
  if (!failure) return 'filed';
  if (failure.conditionFailed('report')) return 'already-reported';
  throw new Error(`Report not filed: ${failure.summary}`);
}
