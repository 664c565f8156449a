/**
 * The moderators' queue: its size, its oldest case's wait (alarm past a day), the decisions taken per day, and the
 * screener's overturn rate (of its sampled declines, the share moderators passed on to the host).
 */
import { Duration } from 'aws-cdk-lib';
import { GraphWidget, MathExpression, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { moderationMetrics } from '../../lambdas/moderation/moderation-metrics';
import { period } from '../metrics';
import type { AlarmList } from './alarms';

/** A case is decided within a day: past that, someone waits on a report of a stranger they are to meet. */
const caseWaitHoursThreshold = 24;

const moderation = (metricName: string, options: { statistic: string; label: string; period?: Duration }) =>
  new Metric({
    namespace: moderationMetrics.namespace,
    metricName,
    dimensionsMap: { service: moderationMetrics.service },
    period,
    ...options,
  });

export function watchModeration(alarms: AlarmList): IWidget[] {
  const oldestWait = moderation(moderationMetrics.oldestOpenCaseAgeHours, {
    statistic: 'Maximum',
    label: 'oldest open case (hours)',
  });
  alarms.add(
    'ModerationCaseWaiting',
    'Moderation: a case has waited more than 24 hours for a decision',
    oldestWait,
    caseWaitHoursThreshold,
  );
  return [
    new GraphWidget({
      title: 'Moderation queue',
      left: [moderation(moderationMetrics.openCases, { statistic: 'Maximum', label: 'open cases' })],
      right: [oldestWait],
    }),
    new GraphWidget({
      title: 'Moderation decisions per day',
      left: Object.entries(moderationMetrics.decisions).map(([action, metricName]) =>
        moderation(metricName, { statistic: 'Sum', label: action, period: Duration.days(1) }),
      ),
    }),
    new GraphWidget({
      title: 'Screener overturn rate (sampled declines, % per week)',
      left: [
        new MathExpression({
          expression: '100 * overturned / (overturned + confirmed)',
          label: 'overturned (%)',
          period: Duration.days(7),
          usingMetrics: {
            overturned: moderation(moderationMetrics.screenerSample.approve, {
              statistic: 'Sum',
              label: 'overturned',
              period: Duration.days(7),
            }),
            confirmed: moderation(moderationMetrics.screenerSample.decline, {
              statistic: 'Sum',
              label: 'confirmed',
              period: Duration.days(7),
            }),
          },
        }),
      ],
      leftYAxis: { min: 0, max: 100 },
    }),
  ];
}
