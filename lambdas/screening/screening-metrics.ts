/**
 * The screener's CloudWatch metrics, named once for the function that writes them (Powertools, embedded metric
 * format) and the dashboard and alarms that read them (lib/screener.ts): what operations watch cannot drift
 * from what the code writes.
 */
import type { ScreeningOutcome } from '../contracts/requests';

export const screeningMetrics = {
  namespace: 'Squad/Screening',
  /** Powertools adds it as the `service` dimension of every metric */
  service: 'squad',
  /** one count per request screened, by outcome */
  outcomes: {
    approved: 'RequestsApproved',
    rejected: 'RequestsRejected',
    unscreened: 'RequestsUnscreened',
  } satisfies Record<ScreeningOutcome, string>,
  /** one count per rating feedback text screened, by outcome (an unscreened text is retried, not counted) */
  feedbackOutcomes: {
    approved: 'FeedbackPublished',
    rejected: 'FeedbackRejected',
  } satisfies Record<Exclude<ScreeningOutcome, 'unscreened'>, string>,
  /** from the request's creation to its verdict being stored, in milliseconds */
  latency: 'ScreeningLatency',
  /** records that failed (a poison record, a table error) and will be retried or dead-lettered */
  failedRecords: 'FailedRecords',
} as const;
