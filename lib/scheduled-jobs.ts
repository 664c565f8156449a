import { Duration, type Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { functionName, type OneTimeJobTarget, type ScheduledJobDefinition } from '../lambdas/function-kinds';
import type { FunctionStacks } from './function-stacks';
import { acknowledgeWildcard, grantAccess, type ResourceGrants } from './grants';
import { constructEach, SquadFunction, type EnvironmentValues } from './squad-function';

/** What a function of the function list is built with besides its definition. */
export interface GrantsAndEnvironment {
  readonly grants: ResourceGrants;
  readonly environmentValues: EnvironmentValues;
}

export interface ScheduledJobProps extends GrantsAndEnvironment {
  readonly definition: ScheduledJobDefinition;
}

/**
 * A function of the function list run by EventBridge Scheduler, with the role the scheduler invokes it with. A
 * recurring job gets its schedule here. A one-time job gets a schedule group of its own: the product creates one
 * schedule per moment in that group (with ActionAfterCompletion DELETE, so it removes itself once it ran).
 */
export class ScheduledJob extends Construct {
  readonly function: SquadFunction;
  readonly invokeRole: Role;
  /** Where a one-time job's schedules are created; undefined for a recurring job. */
  readonly scheduleGroup?: ScheduleGroup;
  /** Where the product schedules a one-time job (its entry in ONE_TIME_JOBS); undefined for a recurring job. */
  readonly target?: OneTimeJobTarget;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { definition } = props;
    this.function = new SquadFunction(this, 'Function', {
      definition,
      environmentValues: props.environmentValues,
      timeout: Duration.seconds(definition.timeoutSeconds ?? 60),
    });
    grantAccess(this.function, definition, props.grants);
    this.invokeRole = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: `EventBridge Scheduler invokes ${functionName(definition)} with this role`,
    });
    this.function.grantInvoke(this.invokeRole);
    acknowledgeWildcard(
      this.invokeRole,
      `${this.function.functionArn}:*`,
      "The versions and aliases of this one function (grantInvoke's own grant).",
    );

    const { schedule } = definition;
    if (schedule.kind === 'recurring') {
      new Schedule(this, 'Schedule', {
        schedule: ScheduleExpression.rate(Duration.minutes(schedule.everyMinutes)),
        target: new LambdaInvoke(this.function, { retryAttempts: 2, role: this.invokeRole }),
        description: `Runs ${definition.handler} every ${schedule.everyMinutes} minutes`,
      });
      return;
    }
    this.scheduleGroup = new ScheduleGroup(this, 'Group');
    this.target = {
      groupName: this.scheduleGroup.scheduleGroupName,
      functionArn: this.function.functionArn,
      roleArn: this.invokeRole.roleArn,
    };
  }
}

export interface ScheduledJobsProps extends GrantsAndEnvironment {
  readonly definitions: readonly ScheduledJobDefinition[];
  /** Where each job lives: a recurring job in its feature's nested stack, a one-time job in OneTimeJobs. */
  readonly stacks: FunctionStacks;
}

/**
 * Every scheduled job of the function list, keyed by its function name, and what the functions that schedule the
 * one-time ones need: ONE_TIME_JOBS and the `schedules` grant of lambdas/access.ts (`withScheduling`).
 */
export class ScheduledJobs {
  readonly jobs: ReadonlyMap<string, ScheduledJob>;
  /** ONE_TIME_JOBS: each one-time job's target, keyed by its function name, as JSON. */
  readonly oneTimeJobTargets: string;
  private readonly targets: readonly OneTimeJobTarget[];
  private readonly stack: Stack;

  constructor(props: ScheduledJobsProps) {
    const { stacks } = props;
    this.stack = stacks.parent;
    const stackOf = (definition: ScheduledJobDefinition) =>
      definition.schedule.kind === 'one-time' ? stacks.oneTimeJobs() : stacks.feature(definition);
    const build = (kind: ScheduledJobDefinition['schedule']['kind'], shared: GrantsAndEnvironment) =>
      constructEach(
        props.definitions.filter((definition) => definition.schedule.kind === kind),
        (name, definition) => new ScheduledJob(stackOf(definition), name, { ...shared, definition }),
      );

    // One-time jobs first, so that recurring jobs can schedule them. A one-time job cannot: its environment would
    // name its own function, a cycle; asking for it fails the synth (no ONE_TIME_JOBS, no schedules grant).
    const oneTimeJobs = build('one-time', props);
    const targets = [...oneTimeJobs].flatMap(([name, job]) =>
      job.target ? [[name, job.target] as const] : [],
    );
    this.targets = targets.map(([, target]) => target);
    this.oneTimeJobTargets = this.stack.toJsonString(Object.fromEntries(targets));
    const recurringJobs = build('recurring', this.withScheduling(props));
    this.jobs = new Map([...oneTimeJobs, ...recurringJobs]);
  }

  /** For functions that may schedule one-time jobs: their grants and environment, with scheduling added. */
  withScheduling({ grants, environmentValues }: GrantsAndEnvironment): GrantsAndEnvironment {
    return {
      grants: { ...grants, schedules: (fn, actions) => this.grantScheduling(fn, actions) },
      environmentValues: { ...environmentValues, ONE_TIME_JOBS: this.oneTimeJobTargets },
    };
  }

  /**
   * The `schedules` resource of lambdas/access.ts: the scheduler's actions on the schedules in the one-time jobs'
   * groups, and iam:PassRole on their invoke roles, to the scheduler alone.
   */
  private grantScheduling(fn: IFunction, actions: readonly string[]): void {
    if (this.targets.length === 0)
      throw new Error(`${fn.node.path} may schedule, but there is no one-time job`);
    const { stack } = this;
    const schedulerActions = actions.filter((action) => action.startsWith('scheduler:'));
    if (schedulerActions.length > 0) {
      const scheduleArns = this.targets.map((target) =>
        stack.formatArn({
          service: 'scheduler',
          resource: 'schedule',
          resourceName: `${target.groupName}/*`,
        }),
      );
      fn.addToRolePolicy(new PolicyStatement({ actions: schedulerActions, resources: scheduleArns }));
      for (const arn of scheduleArns) {
        acknowledgeWildcard(
          fn.role ?? fn,
          arn,
          'One schedule per cause (an order, a reminder): the grant is limited to one one-time job group.',
        );
      }
    }
    if (actions.includes('iam:PassRole')) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['iam:PassRole'],
          resources: this.targets.map((target) => target.roleArn),
          conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
        }),
      );
    }
  }
}
