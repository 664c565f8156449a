/** The join-request screener: its stream's lag and dead-letter queue (alarms), its outcomes and latency. */
import { GraphWidget, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { screeningMetrics } from '../../lambdas/screening/screening-metrics';
import { period } from '../metrics';
import type { AlarmList } from './alarms';
import { deadLettered, type StreamConsumerParts } from './stream-consumers';

/** A new request is screened in about a second; two minutes behind means the screener is stuck or failing. */
const screenerIteratorAgeThresholdMs = 120_000;

export function watchScreening(alarms: AlarmList, screener: StreamConsumerParts): IWidget[] {
  const lag = screener.function.metric('IteratorAge', { statistic: 'Maximum', period });
  const deadLetters = deadLettered(screener);
  alarms.add(
    'ScreenerIteratorAge',
    'Screener: new join requests wait more than 2 minutes to be screened',
    lag,
    screenerIteratorAgeThresholdMs,
  );
  alarms.add(
    'ScreenerDeadLetters',
    'Screener: stream records in the dead-letter queue (join requests left in screening)',
    deadLetters,
    0,
  );

  const screening = (metricName: string, options: { statistic: string; label: string }) =>
    new Metric({
      namespace: screeningMetrics.namespace,
      metricName,
      dimensionsMap: { service: screeningMetrics.service },
      period,
      ...options,
    });
  return [
    new GraphWidget({
      title: 'Screening outcomes',
      left: Object.entries(screeningMetrics.outcomes).map(([outcome, metricName]) =>
        screening(metricName, { statistic: 'Sum', label: outcome }),
      ),
      right: [screening(screeningMetrics.failedRecords, { statistic: 'Sum', label: 'failed records' })],
    }),
    new GraphWidget({
      title: 'Screening latency',
      left: [
        screening(screeningMetrics.latency, { statistic: 'p50', label: 'p50' }),
        screening(screeningMetrics.latency, { statistic: 'p99', label: 'p99' }),
      ],
    }),
    new GraphWidget({
      title: 'Screener stream and dead-letter queue',
      left: [lag.with({ label: 'iterator age (max)' })],
      right: [deadLetters.with({ label: 'dead-lettered batches' })],
    }),
  ];
}
