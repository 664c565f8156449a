/**
 * Invoices: issued, cancelled, failed attempts, and the alarm on an invoice document still not done an hour after
 * its request (which has opened a case for a person). The issuer's dead-letter queue has its alarm with the other
 * stream consumers' (stream-consumers.ts).
 */
import { GraphWidget, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { invoiceMetrics } from '../../lambdas/invoices/invoice-metrics';
import { caseAfterMinutes } from '../../lambdas/invoices/retry-schedule';
import { sumOf } from '../metrics';
import type { AlarmList } from './alarms';

export function watchInvoices(alarms: AlarmList): IWidget[] {
  const invoices = (metricName: string, label: string) => sumOf(invoiceMetrics, metricName, label);
  const failedForAnHour = invoices(invoiceMetrics.failedForAnHour, `not done after ${caseAfterMinutes} min`);
  alarms.add(
    'InvoicesFailedForAnHour',
    `Invoices: an e-Arşiv invoice or its cancellation is still not done ${caseAfterMinutes} minutes after its request (a case is open in the moderation queue)`,
    failedForAnHour,
    0,
  );
  return [
    new GraphWidget({
      title: 'e-Arşiv invoices',
      left: [
        invoices(invoiceMetrics.issued, 'issued'),
        invoices(invoiceMetrics.cancelled, 'cancelled'),
        invoices(invoiceMetrics.failures, 'failed attempts'),
      ],
      right: [failedForAnHour],
    }),
  ];
}
