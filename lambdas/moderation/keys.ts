/**
 * Keys of the moderation feature. A case is a partition of its own (the case item and the reports grouped into
 * it); a subject (a user cases are about) has one item naming their open report case and counting their cases;
 * the queue lists open cases oldest first and closed ones latest first in `dueByTime`; the audit log appends one
 * item per read or decision to the partition of its month; a sanction lives in its user's partition. The open-case
 * counter shares `MODERATION#` with the sanctioned users (lambdas/platform/sanctioned-users.ts). Access patterns:
 * docs/data-model.md.
 */
import { moderationPartitionPrefix, userPartition, type ItemKey } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';

export const casePartitionPrefix = 'CASE#';
export const caseKey = (caseId: string): ItemKey => ({ pk: `${casePartitionPrefix}${caseId}`, sk: 'CASE' });

export const caseReportSortKeyPrefix = 'REPORT#';
export const caseReportKey = (caseId: string, reportedAt: string, reporterId: string): ItemKey => ({
  pk: `${casePartitionPrefix}${caseId}`,
  sk: `${caseReportSortKeyPrefix}${reportedAt}#${reporterId}`,
});

export const subjectPartitionPrefix = 'CASE_SUBJECT#';
export const subjectKey = (userId: string): ItemKey => ({
  pk: `${subjectPartitionPrefix}${userId}`,
  sk: 'SUBJECT',
});

/**
 * A piece of content reports name (an event, a message, a review): its item names its open report case, as a
 * subject's does for reports of the user, so the reports of one piece group into one case.
 */
export const reportedContentPartitionPrefix = 'CASE_CONTENT#';
export const reportedContentKey = (contentId: string): ItemKey => ({
  pk: `${reportedContentPartitionPrefix}${contentId}`,
  sk: 'CONTENT',
});

export const openCaseCountKey: ItemKey = { pk: `${moderationPartitionPrefix}COUNTS`, sk: 'OPEN_CASES' };

export const openCasesList = 'OPEN_CASES';
export const closedCasesList = 'CLOSED_CASES';
/** `dueByTime`: the open queue, oldest first, and the closed cases, by when they closed. */
export const caseListAttributes = (
  list: typeof openCasesList | typeof closedCasesList,
  at: string,
  caseId: string,
) => indexAttributes(tableIndexes.dueByTime, list, `${at}#${caseId}`);

export const auditPartitionPrefix = 'AUDIT#';
/** The audit log's partition of a month ('2026-11'): a page walks back month by month. */
export const auditPartition = (month: string) => `${auditPartitionPrefix}${month}`;
export const auditKey = (at: string, entryId: string): ItemKey => ({
  pk: auditPartition(at.slice(0, 7)),
  sk: `${at}#${entryId}`,
});

export const sanctionSortKeyPrefix = 'SANCTION#';
export const sanctionKey = (userId: string, createdAt: string, sanctionId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${sanctionSortKeyPrefix}${createdAt}#${sanctionId}`,
});
