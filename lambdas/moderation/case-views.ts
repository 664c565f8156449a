/**
 * What moderators read: the queue's pages, a case with what a fair decision needs (its reading written to the audit
 * log) and the audit log, each naming people as they are now. Reads and the audit entry only: the routes that load
 * it need no scheduler or user pool.
 */
import {
  actionsByKind,
  type AuditPage,
  type CaseDetails,
  type CaseReport,
  type CaseKind,
  type CasePage,
  type CasePerson,
  type CaseStatus,
  type CaseSummary,
} from '../contracts/moderation';
import { readReliability } from '../attendance/reliability-table';
import { publicStats } from '../profile/profile';
import { getProfile, profileFaces } from '../profile/profiles-table';
import { appendAuditEntry, auditPage, type AuditPosition } from './audit-table';
import type { CaseRecord } from './case-record';
import { caseCountOf, casePage, getCase, reportsOfCase } from './cases-table';
import { moderationRetentionDays, nobodyKnown, toSanctionView } from './moderation';
import { sanctionsOf } from './sanctions-table';

export const casePageSize = 20;
export const auditPageSize = 50;

/** A cursor is the base64url of a list position; anything else is not one. */
function decodeCursor<T>(
  cursor: string | undefined,
  valid: (value: unknown) => value is T,
): T | undefined | null {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}
const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

const isListPosition = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length < 200;
const isAuditPosition = (value: unknown): value is AuditPosition =>
  typeof value === 'object' &&
  value !== null &&
  /^\d{4}-\d{2}$/.test(String((value as AuditPosition).month)) &&
  ((value as AuditPosition).before === undefined || isListPosition((value as AuditPosition).before));

export class BadCursorError extends Error {}

/** The people a page names, as they are now: a deleted account (or a notice about nobody of ours) by a placeholder. */
async function peopleNamed(userIds: readonly string[]): Promise<(userId: string) => CasePerson> {
  const unique = [...new Set(userIds)].filter((userId) => userId !== nobodyKnown.userId);
  const faces = new Map<string, { displayName: string; username: string | null }>();
  for (let start = 0; start < unique.length; start += 100) {
    for (const [userId, face] of await profileFaces(unique.slice(start, start + 100)))
      faces.set(userId, face);
  }
  return (userId) => {
    const face = faces.get(userId);
    if (face) return { userId, displayName: face.displayName, username: face.username };
    return {
      userId,
      displayName: userId === nobodyKnown.userId ? 'Belirlenemedi' : '(silinmiş hesap)',
      username: null,
    };
  };
}

export function toCaseSummary(record: CaseRecord, person: (userId: string) => CasePerson): CaseSummary {
  return {
    caseId: record.caseId,
    kind: record.kind,
    status: record.status,
    openedAt: record.openedAt,
    closedAt: record.closedAt,
    subject: person(record.subject.userId),
    reportCount: record.reportCount,
    action: record.decision?.action ?? null,
  };
}

export async function queuePage(
  status: CaseStatus,
  kind: CaseKind | undefined,
  cursor: string | undefined,
): Promise<CasePage> {
  const after = decodeCursor(cursor, isListPosition);
  if (after === null) throw new BadCursorError();
  const { cases, last } = await casePage(status, kind, after, casePageSize);
  const person = await peopleNamed(cases.map((record) => record.subject.userId));
  return {
    cases: cases.map((record) => toCaseSummary(record, person)),
    ...(last === undefined ? {} : { nextCursor: encodeCursor(last) }),
  };
}

/** The case for a moderator, once its reading is on the record: undefined when there is no such case. */
export async function readCase(
  caseId: string,
  moderatorId: string,
  now: Date,
): Promise<CaseDetails | undefined> {
  const record = await getCase(caseId);
  if (!record) return undefined;
  const subjectId = record.subject.userId;
  await appendAuditEntry({
    at: now.toISOString(),
    kind: 'case-read',
    moderator: { userId: moderatorId },
    caseId,
    subjectUserId: subjectId,
    action: null,
    rule: null,
    reason: null,
  });
  const [reports, caseCount, sanctions, reliability, profile] = await Promise.all([
    reportsOfCase(caseId),
    caseCountOf(subjectId),
    sanctionsOf(subjectId),
    readReliability(subjectId, now),
    getProfile(subjectId),
  ]);
  const stats = profile && publicStats(profile.stats);
  const reporterHistory = await historiesOf(reports.map((report) => report.reporter.userId));
  const person = await peopleNamed([
    subjectId,
    ...reports.map((report) => report.reporter.userId),
    ...(record.decision ? [record.decision.moderator.userId] : []),
  ]);
  return {
    ...toCaseSummary(record, person),
    content: record.content,
    reports: reports.map((report) => ({
      ...report,
      reporter: person(report.reporter.userId),
      reporterHistory: reporterHistory.get(report.reporter.userId) ?? { pastCases: 0, sanctions: 0 },
    })),
    subjectHistory: {
      pastCases: Math.max(0, caseCount - 1),
      sanctions: sanctions.map((sanction) => toSanctionView(sanction, now)),
      reliability,
      rating:
        stats && stats.ratingCount > 0 ? { average: stats.averageRating, count: stats.ratingCount } : null,
    },
    actions: [...actionsByKind[record.kind]],
    decision: record.decision
      ? {
          action: record.decision.action,
          rule: record.decision.rule,
          reason: record.decision.reason,
          days: record.decision.days,
          decidedAt: record.decision.decidedAt,
          moderator: person(record.decision.moderator.userId),
        }
      : null,
  };
}

/**
 * What the moderator weighs of each reporter: the cases about them and the sanctions they had. A report from
 * someone sanctioned for harassment reads differently. Each reporter once (a case groups their reports).
 */
async function historiesOf(
  reporterIds: readonly string[],
): Promise<Map<string, CaseReport['reporterHistory']>> {
  const distinct = [...new Set(reporterIds)];
  const histories = await Promise.all(
    distinct.map(async (userId) => {
      const [caseCount, sanctions] = await Promise.all([caseCountOf(userId), sanctionsOf(userId)]);
      return [userId, { pastCases: caseCount, sanctions: sanctions.length }] as const;
    }),
  );
  return new Map(histories);
}

/** The audit log's page, latest first, from the month of `now` back to the oldest month it keeps. */
export async function auditLogPage(cursor: string | undefined, now: Date): Promise<AuditPage> {
  const position = decodeCursor(cursor, isAuditPosition);
  if (position === null) throw new BadCursorError();
  const thisMonth = now.toISOString().slice(0, 7);
  const oldest = new Date(now.getTime() - moderationRetentionDays * 86_400_000).toISOString().slice(0, 7);
  const { entries, next } = await auditPage(position ?? { month: thisMonth }, oldest, auditPageSize);
  const person = await peopleNamed(entries.map((entry) => entry.moderator.userId));
  return {
    entries: entries.map(({ entryId, at, kind, moderator, caseId, subjectUserId, action, rule, reason }) => ({
      entryId,
      at,
      kind,
      moderator: person(moderator.userId),
      caseId,
      subjectUserId,
      action,
      rule,
      reason,
    })),
    ...(next === undefined ? {} : { nextCursor: encodeCursor(next) }),
  };
}
