/**
 * All table access for reports: one per reporter per reported user per Istanbul day, or per piece of their content
 * (`content`), kept by the key.
 */
import type { CaseContentField, ReportedContent } from '../contracts/moderation';
import type { ReportReason } from '../contracts/users';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from '../platform/keys';
import { documentClient, tableName } from '../platform/table';
import { transactWithRetries } from '../platform/transactions';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { filedReportIndexAttributes, reportKey } from './keys';

/** A report of a piece of the user's content: what it names, its id in the key, and its words as reported. */
export interface ReportedContentRecord {
  target: ReportedContent;
  contentId: string;
  fields: CaseContentField[];
}

export interface ReportRecord {
  /** the reported user: the author of reported content */
  targetId: string;
  reporterId: string;
  /** the Istanbul day (YYYY-MM-DD) the report counts for */
  day: string;
  reason: ReportReason;
  text: string;
  createdAt: string;
  content?: ReportedContentRecord;
}

export type ReportOutcome = 'filed' | 'already-reported';

/** The report, only from an active account: a deleted one's would outlive its deletion's sweep. */
export async function fileReport(report: ReportRecord): Promise<ReportOutcome> {
  const failure = await transactWithRetries({
    report: {
      Put: {
        TableName: tableName,
        Item: {
          ...reportKey(report.targetId, report.day, report.reporterId, report.content?.contentId),
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

/** What a filed report names besides its user (unchecked: its reader parses it), or undefined for a user's report. */
export async function reportedContentAt(key: ItemKey): Promise<unknown> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: key, ProjectionExpression: 'content' }),
  );
  return Item?.content;
}
