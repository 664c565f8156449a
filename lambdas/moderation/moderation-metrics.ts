/**
 * Moderation's CloudWatch metrics, named once for the functions that write them (Powertools, embedded metric
 * format) and the dashboard and alarm that read them (lib/observability/moderation.ts).
 */
import type { ModerationAction } from '../contracts/moderation';

export const moderationMetrics = {
  namespace: 'Squad/Moderation',
  /** Powertools adds it as the `service` dimension of every metric */
  service: 'squad',
  /** how many cases are open, measured every few minutes */
  openCases: 'OpenCases',
  /** how long the oldest open case has waited, in hours (0 with none open) */
  oldestOpenCaseAgeHours: 'OldestOpenCaseAgeHours',
  /** one count per decision, by action */
  decisions: {
    dismiss: 'DecisionsDismiss',
    warn: 'DecisionsWarn',
    'remove-content': 'DecisionsRemoveContent',
    suspend: 'DecisionsSuspend',
    ban: 'DecisionsBan',
    approve: 'DecisionsApprove',
    decline: 'DecisionsDecline',
    uphold: 'DecisionsUphold',
    reverse: 'DecisionsReverse',
  } satisfies Record<ModerationAction, string>,
  /** the sampled declines of the screener reviewed: kept declined, or overturned (its false positives) */
  screenerSample: {
    decline: 'ScreenerDeclinesConfirmed',
    approve: 'ScreenerDeclinesOverturned',
  },
} as const;
