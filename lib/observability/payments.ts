/** Payments: orders paid, payments declined, untrusted reports, orders left pending, auto-refills declined. */
import { GraphWidget, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { paymentMetrics } from '../../lambdas/tokens/payment-metrics';
import { sumOf } from '../metrics';
import type { AlarmList } from './alarms';

export function watchPayments(alarms: AlarmList): IWidget[] {
  const payments = (metricName: string, label: string) => sumOf(paymentMetrics, metricName, label);
  const failures = payments(paymentMetrics.paymentFailures, 'failed payments');
  const verificationFailures = payments(paymentMetrics.verificationFailures, 'untrusted reports');
  const staleOrders = payments(paymentMetrics.staleOrders, 'pending over an hour').with({
    statistic: 'Maximum',
  });
  alarms.add(
    'PaymentFailures',
    'Payments: more than 5 payments declined or refused in 5 minutes',
    failures,
    5,
  );
  alarms.add(
    'PaymentVerificationFailures',
    'Payments: a payment report could not be trusted (unknown token, bad signature, wrong basket or amount)',
    verificationFailures,
    0,
  );
  alarms.add('StalePendingOrders', 'Payments: orders still pending an hour after checkout', staleOrders, 0);
  const refillFailures = payments(paymentMetrics.refillFailures, 'declined refills');
  alarms.add('RefillFailures', 'Payments: more than 5 auto-refills declined in 5 minutes', refillFailures, 5);
  return [
    new GraphWidget({
      title: 'Payments',
      left: [payments(paymentMetrics.ordersPaid, 'orders paid'), failures],
      right: [verificationFailures],
    }),
    new GraphWidget({ title: 'Orders pending over an hour', left: [staleOrders] }),
    new GraphWidget({ title: 'Auto-refills declined', left: [refillFailures] }),
  ];
}
