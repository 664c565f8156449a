/**
 * All table access for cases. The invariants are conditions on the writes (DESIGN.md section 3):
 * - a report joins the open report case of what it names (a user, or a piece of their content), or opens one, once:
 *   the report item is stamped with the case in the same transaction (a redelivered record finds it stamped), and
 *   a user or a piece of content has at most one open report case (its subject or content item names it; opening
 *   one is conditioned on there being none);
 * - a held request's case is keyed by its cause, so it opens once;
 * - a case is decided once: the decision's transaction is conditioned on the case being open, so of two moderators
 *   deciding at once, one commits and the other's condition fails;
 * - the open-case count moves in the same transactions that open and close cases.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  isReportKind,
  reportCaseKinds,
  type CaseContentField,
  type CaseKind,
  type CaseStatus,
} from '../contracts/moderation';
import type { ItemKey } from '../platform/keys';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { documentClient, tableName } from '../platform/table';
import { tableIndexes } from '../platform/table-schema';
import { transactWithRetries, type TransactionItem, type TransactionParts } from '../platform/transactions';
import {
  caseRecordSchema,
  caseReportRecordSchema,
  type CaseRecord,
  type CaseReportRecord,
  type StoredPerson,
  type StoredReportedContent,
} from './case-record';
import {
  caseKey,
  caseListAttributes,
  caseReportKey,
  caseReportSortKeyPrefix,
  closedCasesList,
  openCaseCountKey,
  openCasesList,
  reportedContentKey,
  subjectKey,
} from './keys';
import { idFromCause, retainedUntil } from './moderation';

const openCount = (delta: 1 | -1): TransactionItem => ({
  Update: {
    TableName: tableName,
    Key: openCaseCountKey,
    UpdateExpression: 'ADD #open :delta',
    ExpressionAttributeNames: { '#open': 'open' },
    ExpressionAttributeValues: { ':delta': delta },
  },
});

function newCaseItem(record: CaseRecord): Record<string, unknown> {
  return {
    ...caseKey(record.caseId),
    ...record,
    ...caseListAttributes(openCasesList, record.openedAt, record.caseId),
  };
}

export interface ReportIntoCase {
  /** the report as the users feature keeps it: stamped with its case once */
  readonly reportKey: ItemKey;
  readonly report: CaseReportRecord;
  /** the reported user, or the author of the reported content */
  readonly subject: StoredPerson;
  /** what it names besides the user: a report of content groups with that content's other reports */
  readonly reportedContent?: StoredReportedContent;
  /** the content as the report found it, kept should a new case open */
  readonly content: CaseContentField[];
}

/** The item naming the open report case of what reports name: the subject's own, or the reported content's. */
const reportGroupKey = (record: Pick<CaseRecord, 'subject' | 'reportedContent'>): ItemKey =>
  record.reportedContent
    ? reportedContentKey(record.reportedContent.contentId)
    : subjectKey(record.subject.userId);

export type ReportFiling = 'filed' | 'already-filed';

/** Races with a decision closing the case (or another report opening one) are retried this many times. */
const filingAttempts = 5;

/**
 * The report joins the open report case of what it names (its subject, or the piece of content), or opens one;
 * once, however often its record comes.
 */
export async function fileReportIntoCase(input: ReportIntoCase): Promise<ReportFiling> {
  const groupKey = reportGroupKey(input);
  const subjectCounted: TransactionItem = {
    Update: {
      TableName: tableName,
      Key: subjectKey(input.subject.userId),
      UpdateExpression: 'ADD caseCount :one',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
  for (let attempt = 0; attempt < filingAttempts; attempt += 1) {
    const openCaseId = await openReportCaseOf(groupKey);
    const caseId = openCaseId ?? randomUUID();
    const common = {
      stamp: {
        Update: {
          TableName: tableName,
          Key: input.reportKey,
          UpdateExpression: 'SET caseId = :case',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(caseId)',
          ExpressionAttributeValues: { ':case': caseId },
        },
      },
      entry: {
        Put: {
          TableName: tableName,
          Item: {
            ...caseReportKey(caseId, input.report.createdAt, input.report.reporter.userId),
            ...input.report,
            [timeToLiveAttribute]: retainedUntil(input.report.createdAt),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    } as const;
    const parts: TransactionParts = openCaseId
      ? {
          ...common,
          case: {
            Update: {
              TableName: tableName,
              Key: caseKey(caseId),
              UpdateExpression: 'ADD reportCount :one',
              ConditionExpression: '#status = :open',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':one': 1, ':open': 'open' },
            },
          },
        }
      : {
          ...common,
          // the subject's own item both names a user report's case and counts the subject's cases
          group: {
            Update: {
              TableName: tableName,
              Key: groupKey,
              UpdateExpression: `SET openReportCaseId = :case${input.reportedContent ? '' : ' ADD caseCount :one'}`,
              ConditionExpression: 'attribute_not_exists(openReportCaseId)',
              ExpressionAttributeValues: { ':case': caseId, ...(input.reportedContent ? {} : { ':one': 1 }) },
            },
          },
          subject: input.reportedContent ? subjectCounted : undefined,
          case: {
            Put: {
              TableName: tableName,
              Item: newCaseItem({
                caseId,
                kind: input.reportedContent
                  ? reportCaseKinds[input.reportedContent.target.kind]
                  : 'user-report',
                status: 'open',
                openedAt: input.report.createdAt,
                closedAt: null,
                subject: input.subject,
                reportCount: 1,
                content: input.content,
                ...(input.reportedContent && { reportedContent: input.reportedContent }),
              }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          count: openCount(1),
        };
    const failure = await transactWithRetries(parts);
    if (!failure) return 'filed';
    if (failure.conditionFailed('stamp')) return 'already-filed';
    // The case closed, or another report opened one, since the subject was read: read it again.
    if (!failure.conditionFailed('case') && !failure.conditionFailed('group')) {
      throw new Error(`Report not filed into a case: ${failure.summary}`);
    }
  }
  throw new Error(`Report not filed into a case after ${filingAttempts} attempts`);
}

async function openReportCaseOf(groupKey: ItemKey): Promise<string | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: groupKey, ConsistentRead: true }),
  );
  return typeof Item?.openReportCaseId === 'string' ? Item.openReportCaseId : undefined;
}

/** Cases about the user so far (every kind). */
export async function caseCountOf(userId: string): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: subjectKey(userId), ProjectionExpression: 'caseCount' }),
  );
  return typeof Item?.caseCount === 'number' ? Item.caseCount : 0;
}

export interface RequestCase {
  readonly kind: 'held-request' | 'screened-decline';
  readonly eventId: string;
  readonly requesterId: string;
  /** when the screener held or declined it */
  readonly screenedAt: string;
  readonly subject: StoredPerson;
  readonly content: CaseContentField[];
}

/**
 * The case of a join request for a person: one the screener held, or a sampled one it declined. Opened once: its
 * id is derived from the screening.
 */
export async function openRequestCase(input: RequestCase): Promise<'opened' | 'already-open'> {
  const caseId = idFromCause(`${input.kind}#${input.eventId}#${input.requesterId}#${input.screenedAt}`);
  const failure = await transactWithRetries({
    case: {
      Put: {
        TableName: tableName,
        Item: newCaseItem({
          caseId,
          kind: input.kind,
          status: 'open',
          openedAt: input.screenedAt,
          closedAt: null,
          subject: input.subject,
          reportCount: 0,
          content: input.content,
          heldRequest: { eventId: input.eventId, requesterId: input.requesterId },
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    subject: {
      Update: {
        TableName: tableName,
        Key: subjectKey(input.subject.userId),
        UpdateExpression: 'ADD caseCount :one',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
    count: openCount(1),
  });
  if (!failure) return 'opened';
  if (failure.conditionFailed('case')) return 'already-open';
  throw new Error(`Case of a ${input.kind} not opened: ${failure.summary}`);
}

export interface AppealCase {
  readonly sanctionId: string;
  readonly sanctionCreatedAt: string;
  readonly decidedBy: string;
  readonly subject: StoredPerson;
  readonly content: CaseContentField[];
  readonly at: string;
}

/** Transaction parts opening an appeal's case, once: its id is derived from the sanction. */
export function appealCaseOpening(input: AppealCase) {
  const caseId = idFromCause(`appeal#${input.sanctionId}`);
  return {
    case: {
      Put: {
        TableName: tableName,
        Item: newCaseItem({
          caseId,
          kind: 'appeal',
          status: 'open',
          openedAt: input.at,
          closedAt: null,
          subject: input.subject,
          reportCount: 0,
          content: input.content,
          appealOf: {
            sanctionId: input.sanctionId,
            sanctionCreatedAt: input.sanctionCreatedAt,
            decidedBy: input.decidedBy,
          },
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    count: openCount(1),
  } satisfies TransactionParts;
}

/**
 * Transaction parts opening a case nobody reported and nothing else opens: a notice of unlawful content (its id
 * new), a profile picture the upload check flagged (its id from the upload's key, so the same upload submitted
 * again finds its case open and the condition fails), an invoice the integrator did not take for an hour (its id from
 * the order).
 */
export function caseOpening(input: {
  kind: Extract<CaseKind, 'content-notice' | 'flagged-avatar' | 'invoice-failure'>;
  caseId: string;
  subject: StoredPerson;
  content: CaseContentField[];
  at: string;
  noticeContactEmail?: string;
}) {
  return {
    case: {
      Put: {
        TableName: tableName,
        Item: newCaseItem({
          ...(input.noticeContactEmail && { noticeContactEmail: input.noticeContactEmail }),
          caseId: input.caseId,
          kind: input.kind,
          status: 'open',
          openedAt: input.at,
          closedAt: null,
          subject: input.subject,
          reportCount: 0,
          content: input.content,
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    count: openCount(1),
  } satisfies TransactionParts;
}

export async function getCase(caseId: string): Promise<CaseRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: caseKey(caseId), ConsistentRead: true }),
  );
  return Item ? caseRecordSchema.parse(Item) : undefined;
}

/** The reports grouped into a case, oldest first. */
export async function reportsOfCase(caseId: string): Promise<CaseReportRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': caseKey(caseId).pk, ':prefix': caseReportSortKeyPrefix },
    }),
  );
  return Items.map((item) => caseReportRecordSchema.parse(item));
}

export async function openCaseCount(): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: openCaseCountKey,
      ProjectionExpression: '#open',
      ExpressionAttributeNames: { '#open': 'open' },
    }),
  );
  return typeof Item?.open === 'number' ? Math.max(0, Item.open) : 0;
}

/** At most this many index pages read for one page of a kind (a filter drops the other kinds' cases). */
const pagesPerKindPage = 5;

/**
 * One page of the queue: open cases oldest first, closed ones latest first, after the list position `after` (the
 * index's sort key of the last case shown); `last` is the position to go on from, absent on the last page.
 */
export async function casePage(
  status: CaseStatus,
  kind: CaseKind | undefined,
  after: string | undefined,
  limit: number,
): Promise<{ cases: CaseRecord[]; last?: string }> {
  const { indexName, partitionKey, sortKey } = tableIndexes.dueByTime;
  const ascending = status === 'open';
  const cases: CaseRecord[] = [];
  let position = after;
  for (let read = 0; read < pagesPerKindPage && cases.length < limit; read += 1) {
    const { Items = [], LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: indexName,
        KeyConditionExpression:
          position === undefined ? '#pk = :pk' : `#pk = :pk AND #sk ${ascending ? '>' : '<'} :after`,
        ExpressionAttributeNames: {
          '#pk': partitionKey,
          ...(position === undefined ? {} : { '#sk': sortKey }),
          ...(kind ? { '#kind': 'kind' } : {}),
        },
        ExpressionAttributeValues: {
          ':pk': ascending ? openCasesList : closedCasesList,
          ...(position === undefined ? {} : { ':after': position }),
          ...(kind ? { ':kind': kind } : {}),
        },
        ...(kind ? { FilterExpression: '#kind = :kind' } : {}),
        ScanIndexForward: ascending,
        Limit: limit - cases.length,
      }),
    );
    cases.push(...Items.map((item) => caseRecordSchema.parse(item)));
    if (!LastEvaluatedKey) return { cases };
    position = String(LastEvaluatedKey[sortKey]);
  }
  return { cases, last: position };
}

/** The transaction parts that close a case with its decision; the case's condition is the race's referee. */
export function caseClosing(record: CaseRecord, decision: NonNullable<CaseRecord['decision']>) {
  const closedAt = decision.decidedAt;
  const closedList = caseListAttributes(closedCasesList, closedAt, record.caseId);
  return {
    case: {
      Update: {
        TableName: tableName,
        Key: caseKey(record.caseId),
        UpdateExpression:
          'SET #status = :closed, closedAt = :at, decision = :decision, #listPk = :listPk, #listSk = :listSk, #ttl = :ttl',
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#listPk': tableIndexes.dueByTime.partitionKey,
          '#listSk': tableIndexes.dueByTime.sortKey,
          '#ttl': timeToLiveAttribute,
        },
        ExpressionAttributeValues: {
          ':closed': 'closed',
          ':open': 'open',
          ':at': closedAt,
          ':decision': decision,
          ':listPk': closedList[tableIndexes.dueByTime.partitionKey],
          ':listSk': closedList[tableIndexes.dueByTime.sortKey],
          ':ttl': retainedUntil(closedAt),
        },
      },
    },
    // A report case frees what it was about for the next: a report from now on opens a new case.
    subject: isReportKind(record.kind)
      ? {
          Update: {
            TableName: tableName,
            Key: reportGroupKey(record),
            UpdateExpression: 'REMOVE openReportCaseId',
            ConditionExpression: 'openReportCaseId = :case',
            ExpressionAttributeValues: { ':case': record.caseId },
          },
        }
      : undefined,
    count: openCount(-1),
  } satisfies TransactionParts;
}
