/**
 * Phone notifications: pushes sent, devices found gone and deleted, failed pushes (an alarm). The sender's
 * dead-letter queue has its alarm with the other stream consumers' (stream-consumers.ts).
 */
import { GraphWidget, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { webPushMetrics } from '../../lambdas/web-push/web-push-metrics';
import { sumOf } from '../metrics';
import type { AlarmList } from './alarms';

/**
 * Pushes failed in 5 minutes: a few are a push service's throttling or a hiccup the stream retries, more is a
 * service down, or every push refused (a VAPID key the services no longer accept).
 */
const failedPushesThreshold = 20;

export function watchWebPush(alarms: AlarmList): IWidget[] {
  const failed = sumOf(webPushMetrics, webPushMetrics.failed, 'failed pushes');
  alarms.add(
    'WebPushFailures',
    `Phone notifications: more than ${failedPushesThreshold} pushes failed in 5 minutes (a push service down or refusing)`,
    failed,
    failedPushesThreshold,
  );
  return [
    new GraphWidget({
      title: 'Phone notifications (Web Push)',
      left: [
        sumOf(webPushMetrics, webPushMetrics.sent, 'sent'),
        sumOf(webPushMetrics, webPushMetrics.goneDevicesDeleted, 'gone devices deleted'),
        failed,
      ],
    }),
  ];
}
