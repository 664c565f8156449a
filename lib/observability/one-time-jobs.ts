/** The one-time jobs (reminders, completion, offer expiry...): their runs, and the runs lost (an alarm each). */
import { GraphWidget, MathExpression, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { period, scopeBeside } from '../metrics';
import type { AlarmList } from './alarms';

/** A one-time job (lambdas/function-kinds.ts) and the schedule group its runs are scheduled in. */
export interface OneTimeJobParts {
  readonly function: IFunction;
  readonly scheduleGroup: IScheduleGroup;
}

/** `jobs` keyed by handler name. */
export function watchOneTimeJobs(
  alarms: AlarmList,
  observability: Construct,
  jobs: ReadonlyMap<string, OneTimeJobParts>,
): IWidget[] {
  const lostRuns = [...jobs].map(([name, job], index) => {
    const lost = lostRunsOf(name, job, index);
    alarms.add(
      `${name}FailedRuns`,
      `${name}: one-time runs lost (the scheduler could not invoke the job, or it failed every retry)`,
      lost,
      0,
      scopeBeside(observability, job.function),
    );
    return lost;
  });
  return [
    new GraphWidget({
      title: 'One-time jobs: runs',
      left: [...jobs].map(([name, job]) => job.scheduleGroup.metricAttempts({ period, label: name })),
    }),
    new GraphWidget({ title: 'One-time jobs: lost runs', left: lostRuns }),
  ];
}

/**
 * The runs of a one-time job that never happened or never succeeded: the scheduler dropped them (its retries ran
 * out) or could not invoke the function, or Lambda dropped the asynchronous invocation after its own retries (each
 * failure of a job is retried twice; one that succeeds on a retry is only in the error rate). A reminder, a
 * completion or an offer's expiry is lost with each. FILL: each series has no data while nothing fails.
 */
function lostRunsOf(name: string, job: OneTimeJobParts, index: number): MathExpression {
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
