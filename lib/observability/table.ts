/** The single table: throttled requests (an alarm) and consumed capacity. */
import { GraphWidget, MathExpression, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { period } from '../metrics';
import type { AlarmList } from './alarms';

export function watchTable(alarms: AlarmList, table: ITable): IWidget[] {
  const throttles = new MathExpression({
    expression: 'readThrottles + writeThrottles',
    usingMetrics: {
      readThrottles: table.metric('ReadThrottleEvents', { statistic: 'Sum', period }),
      writeThrottles: table.metric('WriteThrottleEvents', { statistic: 'Sum', period }),
    },
    label: 'Table throttled requests',
    period,
  });
  alarms.add('TableThrottles', 'DynamoDB throttled requests', throttles, 0);
  return [
    new GraphWidget({
      title: 'Table throttled requests',
      left: [
        table.metric('ReadThrottleEvents', { statistic: 'Sum', period, label: 'read' }),
        table.metric('WriteThrottleEvents', { statistic: 'Sum', period, label: 'write' }),
      ],
    }),
    new GraphWidget({
      title: 'Table consumed capacity',
      left: [
        table.metricConsumedReadCapacityUnits({ period, label: 'RCU' }),
        table.metricConsumedWriteCapacityUnits({ period, label: 'WCU' }),
      ],
    }),
  ];
}
