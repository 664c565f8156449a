/**
 * The e-mail sender's CloudWatch metrics, named once for the function that writes them (Powertools, embedded
 * metric format) and the dashboard that reads them (lib/observability.ts).
 */
export const emailMetrics = {
  namespace: 'Squad/Email',
  /** Powertools adds it as the `service` dimension of every metric */
  service: 'squad',
  /** e-mails SES accepted */
  sent: 'EmailsSent',
  /** records that failed (SES refused or was unreachable, a poison record) and will be retried or dead-lettered */
  failedRecords: 'FailedRecords',
} as const;
