/** The HTTP API: its 5xx rate alarm, and its requests, errors and latency. */
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { GraphWidget, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { errorRate, period } from '../metrics';
import type { AlarmList } from './alarms';

export function watchApi(alarms: AlarmList, api: IHttpApi): IWidget[] {
  alarms.add('Api5xxRate', 'API 5xx rate above 5%', errorRate(api.metricServerError(), api.metricCount()));
  return [
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
  ];
}
