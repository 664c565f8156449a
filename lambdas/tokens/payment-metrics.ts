/**
 * The payment functions' CloudWatch metrics, named once for the code that writes them (Powertools, embedded metric
 * format) and the dashboard and alarms that read them (lib/observability/payments.ts).
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

export const paymentMetrics = {
  namespace: 'Squad/Payments',
  /** Powertools adds it as the `service` dimension of every metric */
  service: 'squad',
  /** orders paid and credited */
  ordersPaid: 'OrdersPaid',
  /** payments the provider declined or refused (a card, 3-D Secure, fraud) */
  paymentFailures: 'PaymentFailures',
  /**
   * reports that could not be trusted: a token we never issued, a signature that does not verify, a basket or an
   * amount that is not the order's. Never a customer's mistake: someone is forging, or the keys are wrong.
   */
  verificationFailures: 'PaymentVerificationFailures',
  /** auto-refills whose stored card was declined (auto-refill is then off for that user) */
  refillFailures: 'RefillFailures',
  /** orders the reconciliation job found still pending an hour after they were opened */
  staleOrders: 'PendingOrdersOverAnHour',
} as const;

export const metrics = new Metrics({
  namespace: paymentMetrics.namespace,
  serviceName: paymentMetrics.service,
});

export function countPayment(
  metric: Exclude<keyof typeof paymentMetrics, 'namespace' | 'service'>,
  count = 1,
): void {
  metrics.addMetric(paymentMetrics[metric], MetricUnit.Count, count);
}

/** Sends what was counted during an invocation (each handler calls it before answering). */
export function publishPaymentMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
