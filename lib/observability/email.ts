/** The product's own e-mails: sent and failed, the SES account's reputation, bounces, complaints, unsubscribes. */
import { GraphWidget, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { emailMetrics } from '../../lambdas/email/email-metrics';
import { period, scopeBeside, sumOf } from '../metrics';
import type { AlarmList } from './alarms';
import { deadLettered, type StreamConsumerParts } from './stream-consumers';

/**
 * SES reviews an account whose bounce rate reaches 5% or complaint rate 0.1%, and may pause its sending at 10% and
 * 0.5%: the alarms ring well before the review (https://docs.aws.amazon.com/ses/latest/dg/reputationdashboard-messages.html).
 */
const bounceRateThreshold = 0.04;
const complaintRateThreshold = 0.0008;

export interface EmailsToWatch {
  /** The sender of the product's own e-mails: its dead-letter queue and its sent and failed counts. */
  readonly emailSender: StreamConsumerParts;
  /** Records SES's bounces and complaints (an EventBridge rule's function): its dead-letter queue. */
  readonly emailFeedbackRecorder?: StreamConsumerParts;
}

export function watchEmails(
  alarms: AlarmList,
  observability: Construct,
  { emailSender, emailFeedbackRecorder }: EmailsToWatch,
): IWidget[] {
  const senderDeadLetters = deadLettered(emailSender);
  alarms.add(
    'EmailDeadLetters',
    'E-mails: stream records in the dead-letter queue (e-mails not sent)',
    senderDeadLetters,
    0,
  );

  // SES's own reputation metrics, for the whole account (what SES judges it by).
  const reputation = (metricName: string) =>
    new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period });
  const bounceRate = reputation('Reputation.BounceRate');
  const complaintRate = reputation('Reputation.ComplaintRate');
  alarms.add(
    'EmailBounceRate',
    'E-mails: SES bounce rate above 4% (SES reviews at 5%)',
    bounceRate,
    bounceRateThreshold,
  );
  alarms.add(
    'EmailComplaintRate',
    'E-mails: SES complaint rate above 0.08% (SES reviews at 0.1%)',
    complaintRate,
    complaintRateThreshold,
  );
  const failures = sumOf(emailMetrics, emailMetrics.failedRecords, 'failed records');
  alarms.add(
    'EmailSendFailures',
    'E-mails: more than 5 e-mails failed to send in 5 minutes (SES refused or unreachable)',
    failures,
    5,
  );
  const feedbackDeadLetters = emailFeedbackRecorder && deadLettered(emailFeedbackRecorder);
  if (emailFeedbackRecorder && feedbackDeadLetters) {
    alarms.add(
      'EmailFeedbackDeadLetters',
      'E-mails: bounce or complaint events in the dead-letter queue (addresses not suppressed)',
      feedbackDeadLetters,
      0,
      scopeBeside(observability, emailFeedbackRecorder.function),
    );
  }

  return [
    new GraphWidget({
      title: 'E-mails',
      left: [sumOf(emailMetrics, emailMetrics.sent, 'sent'), failures],
      right: [senderDeadLetters.with({ label: 'dead-lettered batches' })],
    }),
    new GraphWidget({
      title: 'E-mail bounces, complaints and unsubscribes',
      left: [
        sumOf(emailMetrics, emailMetrics.bouncesSuppressed, 'addresses suppressed (bounce)'),
        sumOf(emailMetrics, emailMetrics.complaintsSuppressed, 'addresses suppressed (complaint)'),
        sumOf(emailMetrics, emailMetrics.suppressedSkipped, 'e-mails skipped (suppressed)'),
        sumOf(emailMetrics, emailMetrics.unsubscribes, 'one-click unsubscribes'),
      ],
      right: feedbackDeadLetters ? [feedbackDeadLetters.with({ label: 'dead-lettered events' })] : [],
    }),
    new GraphWidget({
      title: 'SES reputation (account)',
      left: [bounceRate.with({ label: 'bounce rate' }), complaintRate.with({ label: 'complaint rate' })],
    }),
  ];
}
