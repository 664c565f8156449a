/**
 * Scheduled every 5 minutes: the open cases and the oldest one's wait, as metrics, so the dashboard shows the queue
 * and an alarm rings when a case waits more than a day. Two reads: the open count and the queue's first case.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { casePage, openCaseCount } from '../cases-table';
import { moderationMetrics } from '../moderation-metrics';

const metrics = new Metrics({
  namespace: moderationMetrics.namespace,
  serviceName: moderationMetrics.service,
});

export async function handler(_event: unknown, context: Context): Promise<void> {
  logger.addContext(context);
  const [open, { cases }] = await Promise.all([openCaseCount(), casePage('open', undefined, undefined, 1)]);
  const oldest = cases[0];
  const ageHours = oldest ? Math.max(0, clock.now().getTime() - Date.parse(oldest.openedAt)) / 3_600_000 : 0;
  metrics.addMetric(moderationMetrics.openCases, MetricUnit.Count, open);
  metrics.addMetric(moderationMetrics.oldestOpenCaseAgeHours, MetricUnit.NoUnit, ageHours);
  metrics.publishStoredMetrics();
  logger.info('Moderation queue measured', { open, oldestCaseId: oldest?.caseId, ageHours });
}
