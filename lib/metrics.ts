/** The metrics behind the dashboard and the alarms of lib/observability/. */
import { Duration, Stack } from 'aws-cdk-lib';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { unhandledRouteErrorMessage } from '../lambdas/platform/errors';

/** Every alarm and graph looks at 5-minute periods. */
export const period = Duration.minutes(5);
const unhandledRouteErrorNamespace = 'Squad/UnhandledRouteErrors';

/**
 * Where a function's own alarms (and the log filter behind one) go: in `observability` when the function lives in
 * its stack, else in an `Alarms` scope of the function's nested stack, so a feature's nested stack carries its
 * functions' alarms and the parent's size does not grow with the number of functions.
 */
export function scopeBeside(observability: Construct, fn: IFunction): Construct {
  const stack = Stack.of(fn);
  if (stack === Stack.of(observability)) return observability;
  return (stack.node.tryFindChild('Alarms') as Construct | undefined) ?? new Construct(stack, 'Alarms');
}

/** The sum per period of one of the product's own metrics, under the `service` dimension Powertools adds. */
export function sumOf(
  source: { namespace: string; service: string },
  metricName: string,
  label: string,
): Metric {
  return new Metric({
    namespace: source.namespace,
    metricName,
    dimensionsMap: { service: source.service },
    period,
    statistic: 'Sum',
    label,
  });
}

/** Counts the route wrapper's "Unhandled error in route" lines in the function's own log group. */
export function unhandledErrorMetric(scope: Construct, name: string, fn: LambdaFunction): Metric {
  const filter = new MetricFilter(scope, `${name}UnhandledErrorFilter`, {
    logGroup: fn.logGroup,
    filterPattern: FilterPattern.all(
      FilterPattern.stringValue('$.level', '=', 'ERROR'),
      FilterPattern.stringValue('$.message', '=', unhandledRouteErrorMessage),
    ),
    metricNamespace: unhandledRouteErrorNamespace,
    metricName: name,
    metricValue: '1',
  });
  return filter.metric({ statistic: 'Sum', period });
}

/** failures / total in percent; no traffic counts as 0%, not as missing data. */
export function errorRate(failures: Metric, total: Metric): MathExpression {
  return new MathExpression({
    expression: 'IF(total > 0, 100 * failures / total, 0)',
    usingMetrics: {
      failures: failures.with({ statistic: 'Sum', period }),
      total: total.with({ statistic: 'Sum', period }),
    },
    label: 'error rate (%)',
    period,
  });
}
