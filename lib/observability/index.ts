/**
 * The dashboard of the whole product and the alarms that publish to one SNS topic, one concern per module beside
 * this one: each adds its alarms and answers its row of the dashboard.
 */
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { AlarmList } from './alarms';
import { watchApi } from './api';
import { watchEmails, type EmailsToWatch } from './email';
import { watchFunctions, type FunctionsToWatch } from './functions';
import { watchInvoices } from './invoices';
import { watchModeration } from './moderation';
import { watchOneTimeJobs, type OneTimeJobParts } from './one-time-jobs';
import { watchPayments } from './payments';
import { watchLive, type LiveApi } from './live';
import { watchScreening } from './screening';
import { watchOtherStreamConsumers, type StreamConsumerParts } from './stream-consumers';
import { watchTable } from './table';
import { watchWebPush } from './web-push';

export type { OneTimeJobParts } from './one-time-jobs';
export type { StreamConsumerParts } from './stream-consumers';

export interface ObservabilityProps extends FunctionsToWatch, EmailsToWatch {
  readonly httpApi: IHttpApi;
  readonly table: ITable;
  /** The join-request screener: its stream mapping's lag, its dead-letter queue and its outcome metrics. */
  readonly screener: StreamConsumerParts;
  /** Every other stream consumer, keyed by its handler name: each gets an alarm on its dead-letter queue. */
  readonly otherStreamConsumers: ReadonlyMap<string, StreamConsumerParts>;
  /** Every one-time job (reminders, completion, offer expiry...), keyed by its handler name. */
  readonly oneTimeJobs: ReadonlyMap<string, OneTimeJobParts>;
  /**
   * The WebSocket API of live updates: its connection and message counts beside the live-update consumer's own
   * metrics.
   */
  readonly live: LiveApi;
  /** Subscribed to the alarm topic when given. */
  readonly alarmEmail?: string;
}

export class Observability extends Construct {
  readonly alarmTopic: Topic;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    this.alarmTopic = new Topic(this, 'AlarmTopic', { enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const alarms = new AlarmList(this, this.alarmTopic);

    const api = watchApi(alarms, props.httpApi);
    const functions = watchFunctions(alarms, this, props);
    const table = watchTable(alarms, props.table);
    const screening = watchScreening(alarms, props.screener);
    const emails = watchEmails(alarms, this, props);
    const webPush = watchWebPush(alarms);
    watchOtherStreamConsumers(alarms, this, props.otherStreamConsumers);
    const oneTimeJobs = watchOneTimeJobs(alarms, this, props.oneTimeJobs);
    const payments = watchPayments(alarms);
    const invoices = watchInvoices(alarms);
    const live = watchLive(alarms, props.live);
    const moderation = watchModeration(alarms);

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    for (const row of [
      api,
      functions,
      [...table, ...alarms.widgets()],
      screening,
      payments,
      invoices,
      emails,
      webPush,
      oneTimeJobs,
      live,
      moderation,
    ])
      this.dashboard.addWidgets(...row);
  }
}
