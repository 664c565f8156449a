/**
 * A moderator's decision, taken once, with everything it does in one transaction: the case closed, the audit entry,
 * a sanction and what makes it bite (with its end scheduled and a ban's user pool change), a message or review
 * removed, a held request moved on, an appeal's sanction upheld or lifted, a notice's sender told the outcome.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { CaseDecision } from '../contracts/moderation';
import { emailPut } from '../email/outbox';
import { disablePoolUser, enablePoolUser } from '../platform/user-pool';
import { scheduleOnce } from '../platform/schedules';
import { logger } from '../platform/logger';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { messageRemoval } from '../messages/messages-table';
import { reviewRemoval } from '../ratings/ratings-table';
import { heldRequestVerdict, screenerDeclineOverturn } from '../requests/requests-table';
import { auditEntryPut } from './audit-table';
import type { CaseRecord } from './case-record';
import { caseClosing } from './cases-table';
import { moderationMetrics } from './moderation-metrics';
import { liftSuspensionJob } from './routes';
import { noticeOutcomeEmail, sanctionOf } from './moderation';
import {
  appealOutcome,
  profileSanctionState,
  reversalParts,
  sanctionOfUser,
  sanctionParts,
} from './sanctions-table';

const metrics = new Metrics({
  namespace: moderationMetrics.namespace,
  serviceName: moderationMetrics.service,
});

/**
 * `already-decided`: another moderator's decision came first; `subject-gone`: the account to sanction is deleted;
 * `changed`: the sanction an appeal names changed meanwhile (its suspension ended): decide again; `content-gone`: the
 * message or review to remove is deleted.
 */
export type DecisionOutcome = 'decided' | 'already-decided' | 'subject-gone' | 'changed' | 'content-gone';

/**
 * The removal of a message or a review, in the decision's transaction. An event's is not: its cancel reads and
 * counts its members, so the remover consumer does it from the closed case (lambdas/moderation/routes.ts).
 */
function removalOf(record: CaseRecord, at: string): TransactionItem | undefined {
  const target = record.reportedContent?.target;
  if (target?.kind === 'message') {
    return messageRemoval({ ...target, requesterId: target.threadUserId }, at);
  }
  if (target?.kind === 'review') return reviewRemoval({ ...target, targetId: target.userId }, at);
  return undefined;
}

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
  const verdict = requestVerdict(record, decision, at);
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
    removal: decision.action === 'remove-content' ? removalOf(record, at) : undefined,
    noticeAnswer: record.noticeContactEmail
      ? emailPut({
          key: `content-notice-outcome-${record.caseId}`,
          to: record.noticeContactEmail,
          ...noticeOutcomeEmail(record.caseId, decision.action),
          at: now,
        })
      : undefined,
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
  if (failure?.conditionFailed('removal')) return 'content-gone';
  if (failure) throw new Error(`Decision not recorded: ${failure.summary}`);
  metrics.addMetric(moderationMetrics.decisions[decision.action], MetricUnit.Count, 1);
  if (
    record.kind === 'screened-decline' &&
    (decision.action === 'approve' || decision.action === 'decline')
  ) {
    metrics.addMetric(moderationMetrics.screenerSample[decision.action], MetricUnit.Count, 1);
  }
  metrics.publishStoredMetrics();
  // After the commit: a ban lost to another decision must not close anyone's account, nor a lost reversal open one.
  // Its writes are refused (or allowed) from the commit on; should the pool refuse now, the runbook has the retry.
  if (sanction?.action === 'ban') await inUserPool('disable', () => disablePoolUser(subjectId), subjectId);
  if (appealed?.reopensAccount) await inUserPool('enable', () => enablePoolUser(subjectId), subjectId);
  return 'decided';
}

/**
 * What a decision does to the join request of a held or sampled case: a held one goes on to the host or is
 * declined; a sampled decline goes on to the host when overturned, and stays as it is when confirmed.
 */
function requestVerdict(record: CaseRecord, decision: CaseDecision, at: string) {
  if (!record.heldRequest) return undefined;
  if (record.kind === 'screened-decline') {
    return decision.action === 'approve' ? screenerDeclineOverturn(record.heldRequest, at) : undefined;
  }
  return decision.action === 'approve' || decision.action === 'decline'
    ? heldRequestVerdict(record.heldRequest, decision.action, at)
    : undefined;
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
