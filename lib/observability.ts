import { emailMetrics } from '../lambdas/email/email-metrics';
import { screeningMetrics } from '../lambdas/screening/screening-metrics';
import { paymentMetrics } from '../lambdas/tokens/payment-metrics';
import { pushMetrics } from '../lambdas/push/push-metrics';
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { errorRate, period, scopeBeside, sumOf, unhandledErrorMetric } from './metrics';

/** A one-time job (lambdas/function-kinds.ts) and the schedule group its runs are scheduled in. */
export interface OneTimeJobParts {
  readonly function: IFunction;
  readonly scheduleGroup: IScheduleGroup;
}

export interface StreamConsumerParts {
  readonly function: IFunction;
  readonly deadLetterQueue: IQueue;
}

export interface ObservabilityProps {
  readonly httpApi: IHttpApi;
  /** The functions behind API routes, keyed by handler name; their wrapper turns a crash into a logged 500. */
  readonly routeFunctions: ReadonlyMap<string, LambdaFunction>;
  /** Every function of the stack, keyed by a readable name (its handler file). */
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly table: ITable;
  /** The join-request screener: its stream mapping's lag, its dead-letter queue and its outcome metrics. */
  readonly screener: StreamConsumerParts;
  /** The sender of the product's own e-mails: its dead-letter queue and its sent and failed counts. */
  readonly emailSender: StreamConsumerParts;
  /** Records SES's bounces and complaints (an EventBridge rule's function): its dead-letter queue. */
  readonly emailFeedbackRecorder?: StreamConsumerParts;
  /** Every other stream consumer, keyed by its handler name: each gets an alarm on its dead-letter queue. */
  readonly otherStreamConsumers: ReadonlyMap<string, StreamConsumerParts>;
  /** Every one-time job (reminders, completion, offer expiry...), keyed by its handler name. */
  readonly oneTimeJobs: ReadonlyMap<string, OneTimeJobParts>;
  /** The WebSocket API of pushes: its connection and message counts beside the push consumer's own metrics. */
  readonly push: { readonly apiId: string; readonly stageName: string };
  /** Subscribed to the alarm topic when given. */
  readonly alarmEmail?: string;
}

/** Percent of requests (or invocations) that may fail before someone is woken up. */
const errorRatePercentThreshold = 5;
/**
 * SES reviews an account whose bounce rate reaches 5% or complaint rate 0.1%, and may pause its sending at 10% and
 * 0.5%: the alarms ring well before the review (https://docs.aws.amazon.com/ses/latest/dg/reputationdashboard-messages.html).
 */
const bounceRateThreshold = 0.04;
const complaintRateThreshold = 0.0008;
/** A new request is screened in about a second; two minutes behind means the screener is stuck or failing. */
const screenerIteratorAgeThresholdMs = 120_000;
/** Posts to open tabs that failed (not a closed tab) in 5 minutes: a few are throttling, more is an outage. */
const fanOutErrorsThreshold = 10;

/**
 * The dashboard of the whole product and the alarms that publish to one SNS topic. A function's own alarms (and
 * the log filter behind one) live in the function's stack, so a feature's nested stack carries its functions'
 * alarms and the parent's size does not grow with the number of functions.
 */
export class Observability extends Construct {
  readonly alarmTopic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    this.alarmTopic = new Topic(this, 'AlarmTopic', { enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    const api = props.httpApi;
    const functions = [...props.functions.entries()];
    const tableThrottles = new MathExpression({
      expression: 'readThrottles + writeThrottles',
      usingMetrics: {
        readThrottles: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period }),
        writeThrottles: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period }),
      },
      label: 'Table throttled requests',
      period,
    });

    this.addAlarm(
      'Api5xxRate',
      'API 5xx rate above 5%',
      errorRate(api.metricServerError(), api.metricCount()),
    );
    for (const [name, fn] of functions) {
      this.addAlarm(
        `${name}ErrorRate`,
        `${name}: error rate above 5%`,
        errorRate(fn.metricErrors({ period }), fn.metricInvocations({ period })),
        errorRatePercentThreshold,
        scopeBeside(this, fn),
      );
    }
    const unhandledRouteErrors = [...props.routeFunctions.entries()].map(([name, fn]) => {
      const scope = scopeBeside(this, fn);
      const metric = unhandledErrorMetric(scope, name, fn);
      this.addAlarm(`${name}UnhandledErrors`, `${name}: unhandled error answered 500`, metric, 0, scope);
      return metric.with({ label: name });
    });
    // Concurrency is one pool per account and region, so throttles anywhere in it reach Squad's functions.
    this.addAlarm(
      'LambdaThrottles',
      'Lambda throttled invocations',
      LambdaFunction.metricAllThrottles({ period }),
      0,
    );
    this.addAlarm('TableThrottles', 'DynamoDB throttled requests', tableThrottles, 0);
    const screenerLag = props.screener.function.metric('IteratorAge', { statistic: 'Maximum', period });
    const deadLettered = props.screener.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
      statistic: 'Maximum',
      period,
    });
    this.addAlarm(
      'ScreenerIteratorAge',
      'Screener: new join requests wait more than 2 minutes to be screened',
      screenerLag,
      screenerIteratorAgeThresholdMs,
    );
    this.addAlarm(
      'ScreenerDeadLetters',
      'Screener: stream records in the dead-letter queue (join requests left in screening)',
      deadLettered,
      0,
    );

    const emailDeadLettered = props.emailSender.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
      statistic: 'Maximum',
      period,
    });
    this.addAlarm(
      'EmailDeadLetters',
      'E-mails: stream records in the dead-letter queue (e-mails not sent)',
      emailDeadLettered,
      0,
    );

    // SES's own reputation metrics, for the whole account (what SES judges it by).
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period });
    const bounceRate = reputation('Reputation.BounceRate');
    const complaintRate = reputation('Reputation.ComplaintRate');
    this.addAlarm(
      'EmailBounceRate',
      'E-mails: SES bounce rate above 4% (SES reviews at 5%)',
      bounceRate,
      bounceRateThreshold,
    );
    this.addAlarm(
      'EmailComplaintRate',
      'E-mails: SES complaint rate above 0.08% (SES reviews at 0.1%)',
      complaintRate,
      complaintRateThreshold,
    );
    const emailFailures = sumOf(emailMetrics, emailMetrics.failedRecords, 'failed records');
    this.addAlarm(
      'EmailSendFailures',
      'E-mails: more than 5 e-mails failed to send in 5 minutes (SES refused or unreachable)',
      emailFailures,
      5,
    );
    const recorder = props.emailFeedbackRecorder;
    const feedbackDeadLettered = recorder?.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
      statistic: 'Maximum',
      period,
    });
    if (recorder && feedbackDeadLettered) {
      this.addAlarm(
        'EmailFeedbackDeadLetters',
        'E-mails: bounce or complaint events in the dead-letter queue (addresses not suppressed)',
        feedbackDeadLettered,
        0,
        scopeBeside(this, recorder.function),
      );
    }

    for (const [name, consumer] of props.otherStreamConsumers) {
      this.addAlarm(
        `${name}DeadLetters`,
        `${name}: stream records in the dead-letter queue (changes it never handled)`,
        consumer.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period }),
        0,
        scopeBeside(this, consumer.function),
      );
    }

    const failedRuns = [...props.oneTimeJobs].map(([name, job], index) => {
      const failures = oneTimeJobFailures(name, job, index);
      this.addAlarm(
        `${name}FailedRuns`,
        `${name}: one-time runs lost (the scheduler could not invoke the job, or it failed every retry)`,
        failures,
        0,
        scopeBeside(this, job.function),
      );
      return failures;
    });

    const payments = (metricName: string, label: string) => sumOf(paymentMetrics, metricName, label);
    const paymentFailures = payments(paymentMetrics.paymentFailures, 'failed payments');
    const verificationFailures = payments(paymentMetrics.verificationFailures, 'untrusted reports');
    const staleOrders = payments(paymentMetrics.staleOrders, 'pending over an hour').with({
      statistic: 'Maximum',
    });
    this.addAlarm(
      'PaymentFailures',
      'Payments: more than 5 payments declined or refused in 5 minutes',
      paymentFailures,
      5,
    );
    this.addAlarm(
      'PaymentVerificationFailures',
      'Payments: a payment report could not be trusted (unknown token, bad signature, wrong basket or amount)',
      verificationFailures,
      0,
    );
    this.addAlarm(
      'StalePendingOrders',
      'Payments: orders still pending an hour after checkout',
      staleOrders,
      0,
    );
    const refillFailures = payments(paymentMetrics.refillFailures, 'declined refills');
    this.addAlarm(
      'RefillFailures',
      'Payments: more than 5 auto-refills declined in 5 minutes',
      refillFailures,
      5,
    );

    const fanOutErrors = sumOf(pushMetrics, pushMetrics.fanOutErrors, 'failed posts');
    this.addAlarm(
      'PushFanOutErrors',
      'Push: more than 10 posts to open tabs failed in 5 minutes (tabs see changes only on focus)',
      fanOutErrors,
      fanOutErrorsThreshold,
    );

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    const perFunction = (metric: (fn: IFunction) => Metric): IMetric[] =>
      functions.map(([name, fn]) => metric(fn).with({ label: name, period }));
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests', left: [api.metricCount({ period })] }),
      new GraphWidget({
        title: 'API 4xx and 5xx',
        left: [
          api.metricClientError({ period, label: '4xx' }),
          api.metricServerError({ period, label: '5xx' }),
        ],
      }),
      new GraphWidget({
        title: 'API latency',
        left: [
          api.metricLatency({ period, statistic: 'p50', label: 'p50' }),
          api.metricLatency({ period, statistic: 'p99', label: 'p99' }),
        ],
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Function errors', left: perFunction((fn) => fn.metricErrors()) }),
      new GraphWidget({
        title: 'Function duration p99',
        left: perFunction((fn) => fn.metricDuration({ statistic: 'p99' })),
      }),
      new GraphWidget({ title: 'Function throttles', left: perFunction((fn) => fn.metricThrottles()) }),
      new GraphWidget({ title: 'Unhandled route errors', left: unhandledRouteErrors }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Table throttled requests',
        left: [
          props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period, label: 'read' }),
          props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period, label: 'write' }),
        ],
      }),
      new GraphWidget({
        title: 'Table consumed capacity',
        left: [
          props.table.metricConsumedReadCapacityUnits({ period, label: 'RCU' }),
          props.table.metricConsumedWriteCapacityUnits({ period, label: 'WCU' }),
        ],
      }),
      ...alarmWidgets(this.alarms),
    );
    const screening = (metricName: string, options: { statistic: string; label: string }) =>
      new Metric({
        namespace: screeningMetrics.namespace,
        metricName,
        dimensionsMap: { service: screeningMetrics.service },
        period,
        ...options,
      });
    this.dashboard.addWidgets(
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
        left: [screenerLag.with({ label: 'iterator age (max)' })],
        right: [deadLettered.with({ label: 'dead-lettered batches' })],
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Payments',
        left: [payments(paymentMetrics.ordersPaid, 'orders paid'), paymentFailures],
        right: [verificationFailures],
      }),
      new GraphWidget({ title: 'Orders pending over an hour', left: [staleOrders] }),
      new GraphWidget({ title: 'Auto-refills declined', left: [refillFailures] }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'E-mails',
        left: [sumOf(emailMetrics, emailMetrics.sent, 'sent'), emailFailures],
        right: [emailDeadLettered.with({ label: 'dead-lettered batches' })],
      }),
      new GraphWidget({
        title: 'E-mail bounces, complaints and unsubscribes',
        left: [
          sumOf(emailMetrics, emailMetrics.bouncesSuppressed, 'addresses suppressed (bounce)'),
          sumOf(emailMetrics, emailMetrics.complaintsSuppressed, 'addresses suppressed (complaint)'),
          sumOf(emailMetrics, emailMetrics.suppressedSkipped, 'e-mails skipped (suppressed)'),
          sumOf(emailMetrics, emailMetrics.unsubscribes, 'one-click unsubscribes'),
        ],
        right: feedbackDeadLettered ? [feedbackDeadLettered.with({ label: 'dead-lettered events' })] : [],
      }),
      new GraphWidget({
        title: 'SES reputation (account)',
        left: [bounceRate.with({ label: 'bounce rate' }), complaintRate.with({ label: 'complaint rate' })],
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'One-time jobs: runs',
        left: [...props.oneTimeJobs].map(([name, job]) =>
          job.scheduleGroup.metricAttempts({ period, label: name }),
        ),
      }),
      new GraphWidget({ title: 'One-time jobs: lost runs', left: failedRuns }),
    );
    const webSocket = (metricName: string, label: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.push.apiId, Stage: props.push.stageName },
        period,
        statistic: 'Sum',
        label,
      });
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Push',
        left: [
          sumOf(pushMetrics, pushMetrics.delivered, 'delivered'),
          sumOf(pushMetrics, pushMetrics.staleConnections, 'closed tabs found'),
          fanOutErrors,
        ],
        right: [webSocket('ConnectCount', 'connections opened'), webSocket('MessageCount', 'messages')],
      }),
    );
  }

  private addAlarm(
    id: string,
    description: string,
    metric: IMetric,
    threshold = errorRatePercentThreshold,
    scope: Construct = this,
  ): void {
    const alarm = new Alarm(scope, id, {
      alarmDescription: `${description}. Runbook: docs/operations.md#alarms`,
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
  }
}

/**
 * The runs of a one-time job that never happened or never succeeded: the scheduler dropped them (its retries ran
 * out) or could not invoke the function, or Lambda dropped the asynchronous invocation after its own retries (each
 * failure of a job is retried twice; one that succeeds on a retry is only in the error rate). A reminder, a
 * completion or an offer's expiry is lost with each. FILL: each series has no data while nothing fails.
 */
function oneTimeJobFailures(name: string, job: OneTimeJobParts, index: number): MathExpression {
  // Ids unique across the jobs: the dashboard draws every job's expression in one graph.
  return new MathExpression({
    expression: `FILL(dropped${index}, 0) + FILL(targetErrors${index}, 0) + FILL(asyncDropped${index}, 0)`,
    usingMetrics: {
      [`dropped${index}`]: job.scheduleGroup.metricDropped({ period }),
      [`targetErrors${index}`]: job.scheduleGroup.metricTargetErrors({ period }),
      [`asyncDropped${index}`]: job.function.metric('AsyncEventsDropped', { statistic: 'Sum', period }),
    },
    label: name,
    period,
  });
}

/** CloudWatch's alarm status widget shows at most 100 alarms, so the list is cut into widgets of 100. */
const alarmsPerWidget = 100;

function alarmWidgets(alarms: readonly Alarm[]): AlarmStatusWidget[] {
  const widgets: AlarmStatusWidget[] = [];
  for (let start = 0; start < alarms.length; start += alarmsPerWidget) {
    const part = widgets.length + 1;
    widgets.push(
      new AlarmStatusWidget({
        title: part === 1 ? 'Alarms' : `Alarms (${part})`,
        alarms: alarms.slice(start, start + alarmsPerWidget),
      }),
    );
  }
  return widgets;
}
