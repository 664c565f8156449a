/**
 * Live updates to open tabs: delivered, closed tabs found, failed posts (an alarm), and the WebSocket API's own
 * counts.
 */
import { GraphWidget, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { liveMetrics } from '../../lambdas/live/live-metrics';
import { period, sumOf } from '../metrics';
import type { AlarmList } from './alarms';

/** Posts to open tabs that failed (not a closed tab) in 5 minutes: a few are throttling, more is an outage. */
const fanOutErrorsThreshold = 10;

/** The WebSocket API of live updates. */
export interface LiveApi {
  readonly apiId: string;
  readonly stageName: string;
}

export function watchLive(alarms: AlarmList, live: LiveApi): IWidget[] {
  const fanOutErrors = sumOf(liveMetrics, liveMetrics.fanOutErrors, 'failed posts');
  alarms.add(
    'LiveFanOutErrors',
    'Live updates: more than 10 posts to open tabs failed in 5 minutes (tabs see changes only on focus)',
    fanOutErrors,
    fanOutErrorsThreshold,
  );
  const webSocket = (metricName: string, label: string) =>
    new Metric({
      namespace: 'AWS/ApiGateway',
      metricName,
      dimensionsMap: { ApiId: live.apiId, Stage: live.stageName },
      period,
      statistic: 'Sum',
      label,
    });
  return [
    new GraphWidget({
      title: 'Live updates',
      left: [
        sumOf(liveMetrics, liveMetrics.delivered, 'delivered'),
        sumOf(liveMetrics, liveMetrics.staleConnections, 'closed tabs found'),
        fanOutErrors,
      ],
      right: [webSocket('ConnectCount', 'connections opened'), webSocket('MessageCount', 'messages')],
    }),
  ];
}
