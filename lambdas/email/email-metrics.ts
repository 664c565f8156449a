/**
 * The e-mail feature's CloudWatch metrics, named once for the functions that write them (Powertools, embedded
 * metric format) and the dashboard and alarms that read them (lib/observability/email.ts).
 */
export const emailMetrics = {
  namespace: 'Squad/Email',
  /** Powertools adds it as the `service` dimension of every metric */
  service: 'squad',
  /** e-mails SES accepted */
  sent: 'EmailsSent',
  /** records that failed (SES refused or was unreachable, a poison record) and will be retried or dead-lettered */
  failedRecords: 'FailedRecords',
  /** e-mails not sent because their address bounced for good or complained */
  suppressedSkipped: 'SuppressedSkipped',
  /** addresses newly suppressed after a permanent bounce */
  bouncesSuppressed: 'BouncesSuppressed',
  /** addresses newly suppressed after a complaint */
  complaintsSuppressed: 'ComplaintsSuppressed',
  /** one-click unsubscribes that turned a kind of e-mail off */
  unsubscribes: 'Unsubscribes',
} as const;
