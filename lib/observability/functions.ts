/**
 * Every function: its error rate, a route's unhandled errors (its wrapper turns a crash into a logged 500) and the
 * account's throttles. A function's own alarms (and the log filter behind one) live in the function's stack, so a
 * feature's nested stack carries its functions' alarms and the parent's size does not grow with their number.
 */
import { GraphWidget, type IMetric, type IWidget, type Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { errorRate, period, scopeBeside, unhandledErrorMetric } from '../metrics';
import { errorRatePercentThreshold, type AlarmList } from './alarms';

export interface FunctionsToWatch {
  /** The functions behind API routes, keyed by handler name. */
  readonly routeFunctions: ReadonlyMap<string, LambdaFunction>;
  /** Every function of the stack, keyed by a readable name (its handler file). */
  readonly functions: ReadonlyMap<string, IFunction>;
}

export function watchFunctions(
  alarms: AlarmList,
  observability: Construct,
  { routeFunctions, functions }: FunctionsToWatch,
): IWidget[] {
  for (const [name, fn] of functions) {
    alarms.add(
      `${name}ErrorRate`,
      `${name}: error rate above 5%`,
      errorRate(fn.metricErrors({ period }), fn.metricInvocations({ period })),
      errorRatePercentThreshold,
      scopeBeside(observability, fn),
    );
  }
  const unhandledRouteErrors = [...routeFunctions].map(([name, fn]) => {
    const scope = scopeBeside(observability, fn);
    const metric = unhandledErrorMetric(scope, name, fn);
    alarms.add(`${name}UnhandledErrors`, `${name}: unhandled error answered 500`, metric, 0, scope);
    return metric.with({ label: name });
  });
  // Concurrency is one pool per account and region, so throttles anywhere in it reach Squad's functions.
  alarms.add(
    'LambdaThrottles',
    'Lambda throttled invocations',
    LambdaFunction.metricAllThrottles({ period }),
    0,
  );

  const perFunction = (metric: (fn: IFunction) => Metric): IMetric[] =>
    [...functions].map(([name, fn]) => metric(fn).with({ label: name, period }));
  return [
    new GraphWidget({ title: 'Function errors', left: perFunction((fn) => fn.metricErrors()) }),
    new GraphWidget({
      title: 'Function duration p99',
      left: perFunction((fn) => fn.metricDuration({ statistic: 'p99' })),
    }),
    new GraphWidget({ title: 'Function throttles', left: perFunction((fn) => fn.metricThrottles()) }),
    new GraphWidget({ title: 'Unhandled route errors', left: unhandledRouteErrors }),
  ];
}
