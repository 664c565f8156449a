/**
 * The bounce and complaint recorder: an EventBridge rule hands it SES's "Email Bounced" and "Email Complained"
 * events (`emailFeedbackRecorder` in lambdas/email/routes.ts), and each address they name for good is recorded
 * as suppressed, once; the sender then skips it. A failure throws, so EventBridge's asynchronous invoke retries
 * it and then leaves it in the dead-letter queue. Addresses are never logged.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { EventBridgeEvent } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { emailMetrics } from '../email-metrics';
import { sesFeedbackSchema, suppressionsOf } from '../ses-feedback';
import { suppress } from '../suppressions-table';

const metrics = new Metrics({ namespace: emailMetrics.namespace, serviceName: emailMetrics.service });

export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const feedback = sesFeedbackSchema.safeParse(event.detail);
  if (!feedback.success) {
    // Not ours to retry: the rule only matches SES's events, so this is a shape SES no longer sends.
    logger.error('SES event of an unknown shape', { id: event.id, detailType: event['detail-type'] });
    return;
  }
  try {
    for (const suppression of suppressionsOf(feedback.data)) {
      const recorded = await suppress(suppression);
      if (recorded) {
        metrics.addMetric(
          suppression.reason === 'bounce'
            ? emailMetrics.bouncesSuppressed
            : emailMetrics.complaintsSuppressed,
          MetricUnit.Count,
          1,
        );
      }
      logger.info(recorded ? 'Address suppressed' : 'Address was suppressed already', {
        reason: suppression.reason,
        feedbackId: suppression.feedbackId,
      });
    }
  } finally {
    metrics.publishStoredMetrics();
  }
}
