/**
 * The invoice functions' CloudWatch metrics, named once for the code that writes them (Powertools, embedded metric
 * format) and the dashboard and alarm that read them (lib/observability/invoices.ts).
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

export const invoiceMetrics = {
  namespace: 'Squad/Invoices',
  /** Powertools adds it as the `service` dimension of every metric */
  service: 'squad',
  /** e-Arşiv invoices the integrator issued */
  issued: 'InvoicesIssued',
  /** invoices the integrator cancelled after a refund */
  cancelled: 'InvoicesCancelled',
  /** attempts the integrator refused or did not answer (each is tried again with a growing delay) */
  failures: 'InvoiceAttemptsFailed',
  /** documents still not done an hour after their request: each opens a case, once (the alarm) */
  failedForAnHour: 'InvoicesFailedForAnHour',
} as const;

export const metrics = new Metrics({
  namespace: invoiceMetrics.namespace,
  serviceName: invoiceMetrics.service,
});

export function countInvoices(metric: Exclude<keyof typeof invoiceMetrics, 'namespace' | 'service'>): void {
  metrics.addMetric(invoiceMetrics[metric], MetricUnit.Count, 1);
}

/** Sends what was counted during an invocation. */
export function publishInvoiceMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
