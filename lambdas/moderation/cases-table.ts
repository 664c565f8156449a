/**
 * All table access for cases. The invariants are conditions on the writes (DESIGN.md section 3):
 * - a report joins its subject's open report case, or opens one, once: the report item is stamped with the case in
 *   the same transaction (a redelivered record finds it stamped), and a subject has at most one open report case
 *   (its subject item names it; opening one is conditioned on there being none);
 * - a held request's case is keyed by its cause, so it opens once;
 * - a case is decided once: the decision's transaction is conditioned on the case being open, so of two moderators
 *   deciding at once, one commits and the other's condition fails;
 * - the open-case count moves in the same transactions that open and close cases.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CaseContentField, CaseKind, CaseStatus } from '../contracts/moderation';
import type { ItemKey } from '../platform/keys';
import { documentClient, tableName } from '../platform/table';
import { tableIndexes } from '../platform/table-schema';
import { transactWithRetries, type TransactionItem, type TransactionParts } from '../platform/transactions';
import {
  caseRecordSchema,
  caseReportRecordSchema,
  type CaseRecord,
  type CaseReportRecord,
  type StoredPerson,
} from './case-record';
import {
  caseKey,
  caseListAttributes,
  caseReportKey,
  caseReportSortKeyPrefix,
  closedCasesList,
  openCaseCountKey,
  openCasesList,
  subjectKey,
} from './keys';
import { idFromCause } from './moderation';

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
  readonly subject: StoredPerson;
  /** the subject's content as the report found it, kept should a new case open */
  readonly content: CaseContentField[];
}

export type ReportFiling = 'filed' | 'already-filed';

/** Races with a decision closing the case (or another report opening one) are retried this many times. */
const filingAttempts = 5;

/** The report joins its subject's open report case, or opens one; once, however often its record comes. */
export async function fileReportIntoCase(input: ReportIntoCase): Promise<ReportFiling> {
  for (let attempt = 0; attempt < filingAttempts; attempt += 1) {
    const openCaseId = await openReportCaseOf(input.subject.userId);
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
          subject: {
            Update: {
              TableName: tableName,
              Key: subjectKey(input.subject.userId),
              UpdateExpression: 'SET openReportCaseId = :case ADD caseCount :one',
              ConditionExpression: 'attribute_not_exists(openReportCaseId)',
              ExpressionAttributeValues: { ':case': caseId, ':one': 1 },
            },
          },
          case: {
            Put: {
              TableName: tableName,
              Item: newCaseItem({
                caseId,
                kind: 'user-report',
                status: 'open',
                openedAt: input.report.createdAt,
                closedAt: null,
                subject: input.subject,
                reportCount: 1,
                content: input.content,
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
    if (!failure.conditionFailed('case') && !failure.conditionFailed('subject')) {
      throw new Error(`Report not filed into a case: ${failure.summary}`);
    }
  }
  throw new Error(`Report not filed into a case after ${filingAttempts} attempts`);
}

async function openReportCaseOf(userId: string): Promise<string | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: subjectKey(userId), ConsistentRead: true }),
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

export interface HeldRequestCase {
  readonly eventId: string;
  readonly requesterId: string;
  readonly heldAt: string;
  readonly subject: StoredPerson;
  readonly content: CaseContentField[];
}

/** The case of a held join request, opened once: its id is derived from the hold. */
export async function openHeldRequestCase(input: HeldRequestCase): Promise<'opened' | 'already-open'> {
  const caseId = idFromCause(`held-request#${input.eventId}#${input.requesterId}#${input.heldAt}`);
  const failure = await transactWithRetries({
    case: {
      Put: {
        TableName: tableName,
        Item: newCaseItem({
          caseId,
          kind: 'held-request',
          status: 'open',
          openedAt: input.heldAt,
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
  throw new Error(`Held request case not opened: ${failure.summary}`);
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

/** Transaction parts opening the case of a notice of unlawful content. */
export function contentNoticeCaseOpening(input: {
  caseId: string;
  subject: StoredPerson;
  content: CaseContentField[];
  at: string;
}) {
  return {
    case: {
      Put: {
        TableName: tableName,
        Item: newCaseItem({
          caseId: input.caseId,
          kind: 'content-notice',
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
          'SET #status = :closed, closedAt = :at, decision = :decision, #listPk = :listPk, #listSk = :listSk',
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#listPk': tableIndexes.dueByTime.partitionKey,
          '#listSk': tableIndexes.dueByTime.sortKey,
        },
        ExpressionAttributeValues: {
          ':closed': 'closed',
          ':open': 'open',
          ':at': closedAt,
          ':decision': decision,
          ':listPk': closedList[tableIndexes.dueByTime.partitionKey],
          ':listSk': closedList[tableIndexes.dueByTime.sortKey],
        },
      },
    },
    // A report case frees its subject for the next: a report from now on opens a new case.
    subject:
      record.kind === 'user-report'
        ? {
            Update: {
              TableName: tableName,
              Key: subjectKey(record.subject.userId),
              UpdateExpression: 'REMOVE openReportCaseId',
              ConditionExpression: 'openReportCaseId = :case',
              ExpressionAttributeValues: { ':case': record.caseId },
            },
          }
        : undefined,
    count: openCount(-1),
  } satisfies TransactionParts;
}
