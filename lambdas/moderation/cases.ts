/**
 * The moderators' work, for the routes: the queue's pages, a case with what a fair decision needs (its reading
 * written to the audit log), and a decision, taken once, with everything it does in one transaction.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  actionsByKind,
  type CaseDecision,
  type CaseDetails,
  type CasePage,
  type CasePerson,
  type CaseStatus,
  type CaseSummary,
  type CaseKind,
  type AuditPage,
} from '../contracts/moderation';
import { readReliability } from '../attendance/reliability-table';
import { publicStats } from '../profile/profile';
import { getProfile, profileFaces } from '../profile/profiles-table';
import { disablePoolUser, enablePoolUser } from '../platform/user-pool';
import { scheduleOnce } from '../platform/schedules';
import { logger } from '../platform/logger';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { heldRequestVerdict } from '../requests/requests-table';
import { appendAuditEntry, auditEntryPut, auditPage, type AuditPosition } from './audit-table';
import type { CaseRecord } from './case-record';
import { nobodyKnown } from './content-notices';
import { moderationMetrics } from './moderation-metrics';
import { appealCaseOpening, caseClosing, caseCountOf, casePage, getCase, reportsOfCase } from './cases-table';
import { liftSuspensionJob } from './routes';
import { appealCutoff, appealContent, isAppealable, sanctionOf, toSanctionView } from './moderation';
import {
  appealOutcome,
  appealRecord,
  profileSanctionState,
  reversalParts,
  sanctionOfUser,
  sanctionParts,
  sanctionsOf,
} from './sanctions-table';

const metrics = new Metrics({
  namespace: moderationMetrics.namespace,
  serviceName: moderationMetrics.service,
});

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
  const person = await peopleNamed([
    subjectId,
    ...reports.map((report) => report.reporter.userId),
    ...(record.decision ? [record.decision.moderator.userId] : []),
  ]);
  return {
    ...toCaseSummary(record, person),
    content: record.content,
    reports: reports.map((report) => ({ ...report, reporter: person(report.reporter.userId) })),
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
 * `already-decided`: another moderator's decision came first; `subject-gone`: the account to sanction is deleted;
 * `changed`: the sanction an appeal names changed meanwhile (its suspension ended): decide again.
 */
export type DecisionOutcome = 'decided' | 'already-decided' | 'subject-gone' | 'changed';

/**
 * The decision, once: the case closed (its condition decides a race), the audit entry, and what the decision does,
 * in the same transaction: a sanction with what makes it bite, a held request moved on, an appeal's sanction upheld
 * or lifted. A suspension's end is scheduled first, so it can never be missing; should the decision then lose, the
 * job finds another end (or none) on the profile and does nothing.
 */
export async function decide(
  record: CaseRecord,
  decision: CaseDecision,
  moderatorId: string,
  now: Date,
): Promise<DecisionOutcome> {
  const moderator = { userId: moderatorId };
  const at = now.toISOString();
  const subjectId = record.subject.userId;
  const sanction = sanctionOf(decision, subjectId, record.caseId, moderatorId, now);
  if (sanction?.endsAt) {
    await scheduleOnce({
      job: liftSuspensionJob,
      name: `lift-suspension-${sanction.sanctionId}`,
      at: new Date(sanction.endsAt),
      payload: { userId: subjectId, endsAt: sanction.endsAt },
    });
  }
  const verdict =
    record.heldRequest && (decision.action === 'approve' || decision.action === 'decline')
      ? heldRequestVerdict(record.heldRequest, decision.action, at)
      : undefined;
  const appealed = record.appealOf && (await appealedSanction(record, decision, at));
  if (appealed === 'gone') return 'subject-gone';
  const rule = decision.rule ?? null;
  const reason = decision.reason.trim();
  const failure = await transactWithRetries({
    ...caseClosing(record, {
      action: decision.action,
      rule,
      reason,
      days: decision.action === 'suspend' ? (decision.days ?? null) : null,
      decidedAt: at,
      moderator,
    }),
    audit: auditEntryPut({
      at,
      kind: 'decision',
      moderator,
      caseId: record.caseId,
      subjectUserId: subjectId,
      action: decision.action,
      rule,
      reason,
    }),
    ...(sanction ? sanctionParts(sanction) : {}),
    heldRequest: verdict?.request,
    heldPending: verdict?.pendingCount,
    // an appeal's decision sanctions nobody: these parts never meet sanctionParts' of the same names
    ...(appealed && {
      appealedSanction: appealed.outcome,
      profile: appealed.profile,
      sanctioned: appealed.sanctioned,
    }),
  });
  if (failure?.conditionFailed('case')) return 'already-decided';
  if (failure?.conditionFailed('profile')) return appealed ? 'changed' : 'subject-gone';
  if (failure) throw new Error(`Decision not recorded: ${failure.summary}`);
  metrics.addMetric(moderationMetrics.decisions[decision.action], MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
  // After the commit: a ban lost to another decision must not close anyone's account, nor a lost reversal open one.
  // Its writes are refused (or allowed) from the commit on; should the pool refuse now, the runbook has the retry.
  if (sanction?.action === 'ban') await inUserPool('disable', () => disablePoolUser(subjectId), subjectId);
  if (appealed?.reopensAccount) await inUserPool('enable', () => enablePoolUser(subjectId), subjectId);
  return 'decided';
}

interface AppealDecisionParts {
  outcome: TransactionItem;
  profile?: TransactionItem;
  sanctioned?: TransactionItem;
  reopensAccount?: boolean;
}

/** The parts of an appeal's decision: its sanction upheld, or lifted off the profile and the sanctioned users. */
async function appealedSanction(
  record: CaseRecord,
  decision: CaseDecision,
  at: string,
): Promise<AppealDecisionParts | 'gone'> {
  const appealOf = record.appealOf as NonNullable<CaseRecord['appealOf']>;
  const sanction = await sanctionOfUser(record.subject.userId, appealOf.sanctionId);
  if (!sanction) return 'gone' as const;
  if (decision.action !== 'reverse') return { outcome: appealOutcome(sanction, 'upheld', at) };
  const state = await profileSanctionState(record.subject.userId);
  return {
    outcome: appealOutcome(sanction, 'reversed', at),
    ...(state ? reversalParts(sanction, state) : {}),
    reopensAccount: sanction.action === 'ban',
  };
}

async function inUserPool(change: string, call: () => Promise<void>, userId: string): Promise<void> {
  try {
    await call();
  } catch (error) {
    logger.error(`User pool did not ${change} the user`, { userId, error: error as Error });
    throw error;
  }
}

export type AppealFiling = 'filed' | 'not-found' | 'already-appealed' | 'window-closed';

/**
 * The user's one appeal of a sanction, within its window: recorded on the sanction and opened as a case for another
 * moderator, in one transaction. Open to a suspended or banned account: it is their way out.
 */
export async function appealSanction(
  userId: string,
  sanctionId: string,
  text: string,
  now: Date,
): Promise<AppealFiling> {
  const sanction = await sanctionOfUser(userId, sanctionId);
  if (!sanction) return 'not-found';
  if (sanction.appeal) return 'already-appealed';
  if (!isAppealable(sanction, now)) return 'window-closed';
  const at = now.toISOString();
  const failure = await transactWithRetries({
    appeal: appealRecord(sanction, { appealedAt: at, text, outcome: 'pending' }, appealCutoff(now)),
    ...appealCaseOpening({
      sanctionId,
      sanctionCreatedAt: sanction.createdAt,
      decidedBy: sanction.decidedBy ?? '',
      subject: { userId },
      content: appealContent(sanction, text),
      at,
    }),
  });
  if (!failure) return 'filed';
  if (failure.conditionFailed('appeal') || failure.conditionFailed('case')) return 'already-appealed';
  throw new Error(`Appeal not filed: ${failure.summary}`);
}

export async function caseToDecide(caseId: string): Promise<CaseRecord | undefined> {
  return getCase(caseId);
}

/** The audit log's page, latest first, from the month of `now` back to the oldest month it keeps. */
export async function auditLogPage(cursor: string | undefined, now: Date): Promise<AuditPage> {
  const position = decodeCursor(cursor, isAuditPosition);
  if (position === null) throw new BadCursorError();
  const thisMonth = now.toISOString().slice(0, 7);
  const oldest = new Date(now.getTime() - 2 * 366 * 86_400_000).toISOString().slice(0, 7);
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
