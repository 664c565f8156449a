import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { functionName, type ScheduledJobDefinition } from '../lambdas/function-kinds';
import { grantAccess, type ResourceGrants } from './grants';
import { constructEach, SquadFunction, type EnvironmentValues } from './squad-function';

export interface ScheduledJobProps {
  readonly definition: ScheduledJobDefinition;
  readonly grants: ResourceGrants;
  readonly environmentValues: EnvironmentValues;
}

/**
 * A function of the function list run by EventBridge Scheduler. A recurring job gets its schedule here. A
 * one-time job gets a schedule group of its own and a role the scheduler invokes it with: the product creates one
 * schedule per moment in that group (with ActionAfterCompletion DELETE, so it removes itself once it ran).
 */
export class ScheduledJob extends Construct {
  readonly function: SquadFunction;
  /** Where a one-time job's schedules are created; undefined for a recurring job. */
  readonly scheduleGroup?: ScheduleGroup;
  /** The role a one-time job's schedules invoke it with; undefined for a recurring job. */
  readonly invokeRole?: Role;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { definition } = props;
    this.function = new SquadFunction(this, 'Function', {
      definition,
      environmentValues: props.environmentValues,
      timeout: Duration.seconds(definition.timeoutSeconds ?? 60),
    });
    grantAccess(this.function, definition, props.grants);

    const { schedule } = definition;
    if (schedule.kind === 'recurring') {
      new Schedule(this, 'Schedule', {
        schedule: ScheduleExpression.rate(Duration.minutes(schedule.everyMinutes)),
        target: new LambdaInvoke(this.function, { retryAttempts: 2 }),
        description: `Runs ${definition.handler} every ${schedule.everyMinutes} minutes`,
      });
      return;
    }
    this.scheduleGroup = new ScheduleGroup(this, 'Group');
    this.invokeRole = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: `EventBridge Scheduler invokes ${functionName(definition)} with this role`,
    });
    this.function.grantInvoke(this.invokeRole);
  }
}

export interface ScheduledJobsProps extends Omit<ScheduledJobProps, 'definition'> {
  readonly definitions: readonly ScheduledJobDefinition[];
}

/** Every scheduled job of the function list, keyed by its function name. */
export class ScheduledJobs extends Construct {
  readonly jobs: ReadonlyMap<string, ScheduledJob>;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    this.jobs = constructEach(
      props.definitions,
      (name, definition) => new ScheduledJob(this, name, { ...props, definition }),
    );
  }
}
