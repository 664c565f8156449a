/**
 * One-time schedules: the product has a one-time job of the function list (lambdas/function-kinds.ts) run at a
 * moment with a payload, such as an order's expiry. EventBridge Scheduler in the cloud; locally the same client
 * reaches the local stack's twin (AWS_ENDPOINT_URL_SCHEDULER). A schedule is named after its cause, so scheduling
 * the same cause again leaves the one schedule there is; it deletes itself once it ran.
 */
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
} from '@aws-sdk/client-scheduler';
import * as z from 'zod/mini';
import { functionName, type OneTimeJobTarget, type ScheduledJobDefinition } from '../function-kinds';
import { requiredEnv } from './env';

const oneTimeJobTargets = z.record(
  z.string(),
  z.object({ groupName: z.string(), functionArn: z.string(), roleArn: z.string() }),
);
const targets: Readonly<Record<string, OneTimeJobTarget>> = oneTimeJobTargets.parse(
  JSON.parse(requiredEnv('ONE_TIME_JOBS')),
);

const scheduler = new SchedulerClient({});

export interface ScheduleName {
  /** A one-time job of the function list. */
  readonly job: ScheduledJobDefinition;
  /** Derived from the cause ("expire-order-<orderId>"): letters, digits, `-`, `_` and `.`, at most 64. */
  readonly name: string;
}

export interface OneTimeSchedule extends ScheduleName {
  readonly at: Date;
  /** The job's event, as JSON. */
  readonly payload: unknown;
}

function targetOf(job: ScheduledJobDefinition) {
  const target = targets[functionName(job)];
  if (!target) throw new Error(`${job.handler} is not a one-time job in ONE_TIME_JOBS`);
  return target;
}

/** `at(2026-11-20T09:30:00)`: the scheduler's one-time expression, to the second, read in UTC. */
function atExpression(at: Date): string {
  return `at(${at.toISOString().slice(0, 19)})`;
}

export async function scheduleOnce({ job, name, at, payload }: OneTimeSchedule): Promise<void> {
  const target = targetOf(job);
  try {
    await scheduler.send(
      new CreateScheduleCommand({
        Name: name,
        GroupName: target.groupName,
        ScheduleExpression: atExpression(at),
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: { Arn: target.functionArn, RoleArn: target.roleArn, Input: JSON.stringify(payload) },
      }),
    );
  } catch (error) {
    // Already scheduled for this cause: a retried request or a redelivered record changes nothing.
    if (!(error instanceof ConflictException)) throw error;
  }
}

export async function cancelSchedule({ job, name }: ScheduleName): Promise<void> {
  try {
    await scheduler.send(new DeleteScheduleCommand({ Name: name, GroupName: targetOf(job).groupName }));
  } catch (error) {
    // Already gone: it ran and deleted itself, or was cancelled before.
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
