/**
 * Keys of the users feature. A block lives in the blocker's partition (`blockKey`, lambdas/platform/keys.ts,
 * because join requests and messages check it too). Reports of one user share a partition, one item per
 * reporter per Istanbul day, so the key itself allows one report a day; a report of their content (an event, a
 * message, a review) adds the content to the sort key: one a day per piece. Access patterns: docs/data-model.md.
 */
import { userPartition, type ItemKey } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';

export const reportsPartitionPrefix = 'REPORTS#';
export const reportKey = (
  targetId: string,
  day: string,
  reporterId: string,
  contentId?: string,
): ItemKey => ({
  pk: `${reportsPartitionPrefix}${targetId}`,
  sk: contentId === undefined ? `${day}#${reporterId}` : `${day}#${reporterId}#${contentId}`,
});

/**
 * `userItemsElsewhere` attributes: a block lives in the blocker's partition and a report in the reported user's,
 * so these let the blocked user's and the reporter's data export and account deletion find them without a scan.
 */
export const blockedByPrefix = 'BLOCKED_BY#';
export const filedReportPrefix = 'REPORT#';

export const blockedByIndexAttributes = (blockedId: string, blockerId: string) =>
  indexAttributes(
    tableIndexes.userItemsElsewhere,
    userPartition(blockedId),
    `${blockedByPrefix}${blockerId}`,
  );

export const filedReportIndexAttributes = (reporterId: string, createdAt: string, targetId: string) =>
  indexAttributes(
    tableIndexes.userItemsElsewhere,
    userPartition(reporterId),
    `${filedReportPrefix}${createdAt}#${targetId}`,
  );
