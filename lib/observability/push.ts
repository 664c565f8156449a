/** Pushes to open tabs: delivered, closed tabs found, failed posts (an alarm), and the WebSocket API's own counts. */
import { GraphWidget, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { pushMetrics } from '../../lambdas/push/push-metrics';
import { period, sumOf } from '../metrics';
import type { AlarmList } from './alarms';

/** Posts to open tabs that failed (not a closed tab) in 5 minutes: a few are throttling, more is an outage. */
const fanOutErrorsThreshold = 10;

/** The WebSocket API of pushes. */
export interface PushApi {
  readonly apiId: string;
  readonly stageName: string;
}

export function watchPush(alarms: AlarmList, push: PushApi): IWidget[] {
  const fanOutErrors = sumOf(pushMetrics, pushMetrics.fanOutErrors, 'failed posts');
  alarms.add(
    'PushFanOutErrors',
    'Push: more than 10 posts to open tabs failed in 5 minutes (tabs see changes only on focus)',
    fanOutErrors,
    fanOutErrorsThreshold,
  );
  const webSocket = (metricName: string, label: string) =>
    new Metric({
      namespace: 'AWS/ApiGateway',
      metricName,
      dimensionsMap: { ApiId: push.apiId, Stage: push.stageName },
      period,
      statistic: 'Sum',
      label,
    });
  return [
    new GraphWidget({
      title: 'Push',
      left: [
        sumOf(pushMetrics, pushMetrics.delivered, 'delivered'),
        sumOf(pushMetrics, pushMetrics.staleConnections, 'closed tabs found'),
        fanOutErrors,
      ],
      right: [webSocket('ConnectCount', 'connections opened'), webSocket('MessageCount', 'messages')],
    }),
  ];
}
