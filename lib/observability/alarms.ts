/** The product's alarms: each publishes to the one alarm topic and shows in the dashboard's alarm status widgets. */
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

/** Percent of requests (or invocations) that may fail before someone is woken up. */
export const errorRatePercentThreshold = 5;

/** CloudWatch's alarm status widget shows at most 100 alarms, so the list is cut into widgets of 100. */
const alarmsPerWidget = 100;

export class AlarmList {
  readonly all: Alarm[] = [];

  /** `owner` holds the alarms that name no scope of their own. */
  constructor(
    private readonly owner: Construct,
    private readonly topic: ITopic,
  ) {}

  /** Rings when `metric` goes above `threshold` in one period. */
  add(
    id: string,
    description: string,
    metric: IMetric,
    threshold = errorRatePercentThreshold,
    scope: Construct = this.owner,
  ): void {
    const alarm = new Alarm(scope, id, {
      alarmDescription: `${description}. Runbook: docs/operations.md#alarms`,
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.all.push(alarm);
  }

  /** The status widgets of every alarm added so far. */
  widgets(): AlarmStatusWidget[] {
    const widgets: AlarmStatusWidget[] = [];
    for (let start = 0; start < this.all.length; start += alarmsPerWidget) {
      const part = widgets.length + 1;
      widgets.push(
        new AlarmStatusWidget({
          title: part === 1 ? 'Alarms' : `Alarms (${part})`,
          alarms: this.all.slice(start, start + alarmsPerWidget),
        }),
      );
    }
    return widgets;
  }
}
