import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ThrottlingException,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import '../support/env';
import type { ScheduledJobDefinition } from '../../../lambdas/function-kinds';

type Schedules = typeof import('../../../lambdas/platform/schedules');

const expireOrder: ScheduledJobDefinition = {
  handler: 'tokens/handlers/expire-order',
  access: [],
  schedule: { kind: 'one-time' },
};
const target = {
  groupName: 'squad-expire-order',
  functionArn: 'arn:aws:lambda:eu-central-1:123456789012:function:squad-expire-order',
  roleArn: 'arn:aws:iam::123456789012:role/squad-expire-order-invoke',
};
process.env.ONE_TIME_JOBS = JSON.stringify({ 'expire-order': target });
// Required after the environment is set: the module reads ONE_TIME_JOBS at load.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cancelSchedule, scheduleOnce }: Schedules = require('../../../lambdas/platform/schedules');

const scheduler = mockClient(SchedulerClient);
const failure = { Message: 'from the service', message: 'from the service', $metadata: {} };

beforeEach(() => scheduler.reset());

describe('scheduleOnce', () => {
  const expiry = {
    job: expireOrder,
    name: 'expire-order-42',
    at: new Date('2026-11-20T09:30:00.250Z'),
    payload: { orderId: '42' },
  };

  it('creates a one-time schedule in the job group that invokes its function once with the payload, then deletes itself', async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });

    await scheduleOnce(expiry);

    expect(scheduler).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: 'expire-order-42',
      GroupName: 'squad-expire-order',
      ScheduleExpression: 'at(2026-11-20T09:30:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: target.functionArn, RoleArn: target.roleArn, Input: '{"orderId":"42"}' },
    });
  });

  it('treats a schedule that already exists for the cause as scheduled', async () => {
    scheduler.on(CreateScheduleCommand).rejects(new ConflictException(failure));

    await expect(scheduleOnce(expiry)).resolves.toBeUndefined();
  });

  it('passes on any other failure', async () => {
    scheduler.on(CreateScheduleCommand).rejects(new ThrottlingException(failure));

    await expect(scheduleOnce(expiry)).rejects.toBeInstanceOf(ThrottlingException);
  });

  it('refuses a job that is not a one-time job of the configuration, before calling the scheduler', async () => {
    const unknownJob = { ...expireOrder, handler: 'tokens/handlers/remind' };

    await expect(scheduleOnce({ ...expiry, job: unknownJob })).rejects.toThrow(
      'tokens/handlers/remind is not a one-time job in ONE_TIME_JOBS',
    );
    expect(scheduler).not.toHaveReceivedAnyCommand();
  });
});

describe('cancelSchedule', () => {
  it('deletes the schedule from the job group', async () => {
    scheduler.on(DeleteScheduleCommand).resolves({});

    await cancelSchedule({ job: expireOrder, name: 'expire-order-42' });

    expect(scheduler).toHaveReceivedCommandWith(DeleteScheduleCommand, {
      Name: 'expire-order-42',
      GroupName: 'squad-expire-order',
    });
  });

  it('treats a schedule that is gone as cancelled', async () => {
    scheduler.on(DeleteScheduleCommand).rejects(new ResourceNotFoundException(failure));

    await expect(cancelSchedule({ job: expireOrder, name: 'expire-order-42' })).resolves.toBeUndefined();
  });
});
