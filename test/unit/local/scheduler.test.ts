import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ScheduledJobDefinition } from '../../../lambdas/function-kinds';
import { localFunctionArn } from '../../../bin/local/config';
import { openScheduleStore, type Schedule, type ScheduleStore } from '../../../bin/local/schedule-store';
import { startScheduler } from '../../../bin/local/scheduler';

const minutes = 60_000;
const every15: ScheduledJobDefinition = {
  handler: 'tokens/handlers/reconcile',
  access: [],
  schedule: { kind: 'recurring', everyMinutes: 15 },
};
const expireOrder: ScheduledJobDefinition = {
  handler: 'tokens/handlers/expire-order',
  access: [],
  schedule: { kind: 'one-time' },
};

/** A one-time schedule of expire-order, as the Scheduler API keeps it. */
function expiry(at: string, changes: Partial<Schedule> = {}): Schedule {
  return {
    Arn: 'arn:aws:scheduler:eu-central-1:000000000000:schedule/expire-order/expire-order-42',
    Name: 'expire-order-42',
    GroupName: 'expire-order',
    ScheduleExpression: `at(${at})`,
    State: 'ENABLED',
    Target: { Arn: localFunctionArn('expire-order'), RoleArn: 'role', Input: '{"orderId":"42"}' },
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    CreationDate: 0,
    LastModificationDate: 0,
    ...changes,
  };
}

let schedules: ScheduleStore;
/** The test clock's offset: what the local stack adds to real time. */
let offsetMs: number;
const now = () => new Date(Date.now() + offsetMs);

beforeEach(async () => {
  jest.useFakeTimers({ now: new Date('2026-11-20T09:00:00Z') });
  schedules = await openScheduleStore(await mkdtemp(path.join(os.tmpdir(), 'squad-scheduler-')));
  offsetMs = 0;
});
afterEach(() => jest.useRealTimers());

function schedulerOf(jobs: readonly ScheduledJobDefinition[], run = jest.fn(async () => undefined)) {
  const log = jest.fn();
  return { run, log, scheduler: startScheduler({ jobs, schedules, run, now, log }) };
}

describe('the local scheduler, recurring jobs', () => {
  it('runs a recurring job every time its minutes pass, with the empty input of the cloud schedule', async () => {
    const { run, scheduler } = schedulerOf([every15]);

    await jest.advanceTimersByTimeAsync(14 * minutes);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(16 * minutes);

    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledWith(every15, {});
    await scheduler.stop();
  });

  it('does not start a run while the last one still goes', async () => {
    let finish: () => void = () => undefined;
    const run = jest.fn(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))));
    const { scheduler } = schedulerOf([every15], run);

    await jest.advanceTimersByTimeAsync(45 * minutes);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(15 * minutes);

    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await scheduler.stop();
  });

  it('logs a failed run and keeps the schedule', async () => {
    const run = jest.fn(async () => {
      throw new Error('table unreachable');
    });
    const { log, scheduler } = schedulerOf([every15], run);

    await jest.advanceTimersByTimeAsync(30 * minutes);

    expect(log).toHaveBeenCalledWith('reconcile failed: table unreachable');
    expect(run).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });

  it('runs a recurring job once when a moved clock passes many of its intervals', async () => {
    const { run, scheduler } = schedulerOf([every15]);

    offsetMs = 24 * 60 * minutes;
    await scheduler.runDue();

    expect(run).toHaveBeenCalledTimes(1);
    await scheduler.stop();
  });

  it('keeps the recurring rhythm on a moved clock', async () => {
    const { run, scheduler } = schedulerOf([every15]);

    offsetMs = 20 * minutes;
    await scheduler.runDue();
    await jest.advanceTimersByTimeAsync(9 * minutes);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1 * minutes);

    expect(run).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });
});

describe('the local scheduler, one-time schedules', () => {
  it('leaves a one-time schedule whose moment has not come', async () => {
    await schedules.put({ schedule: expiry('2026-11-20T09:30:00') });
    const { run, scheduler } = schedulerOf([expireOrder]);

    offsetMs = 29 * minutes;
    await scheduler.runDue();

    expect(run).not.toHaveBeenCalled();
    expect(schedules.get('expire-order', 'expire-order-42')).toBeDefined();
    await scheduler.stop();
  });

  it('runs the job of a one-time schedule once a moved clock passes its moment, with its input', async () => {
    await schedules.put({ schedule: expiry('2026-11-20T09:30:00') });
    const { run, scheduler } = schedulerOf([expireOrder]);

    offsetMs = 30 * minutes;
    await scheduler.runDue();

    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(expireOrder, { orderId: '42' });
    await scheduler.stop();
  });

  it('runs a one-time schedule on its own when real time reaches its moment', async () => {
    await schedules.put({ schedule: expiry('2026-11-20T09:00:30') });
    const { run, scheduler } = schedulerOf([expireOrder]);

    await jest.advanceTimersByTimeAsync(31_000);

    expect(run).toHaveBeenCalledWith(expireOrder, { orderId: '42' });
    await scheduler.stop();
  });

  it('answers runDue only once the due runs have finished', async () => {
    await schedules.put({ schedule: expiry('2026-11-20T09:30:00') });
    let finished = false;
    const run = jest.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      finished = true;
      return undefined;
    });
    const { scheduler } = schedulerOf([expireOrder], run);

    offsetMs = 30 * minutes;
    const due = scheduler.runDue();
    await jest.advanceTimersByTimeAsync(5_000);
    await due;

    expect(finished).toBe(true);
    await scheduler.stop();
  });

  it('deletes a schedule that ran when its ActionAfterCompletion is DELETE', async () => {
    await schedules.put({ schedule: expiry('2026-11-20T09:30:00') });
    const { scheduler } = schedulerOf([expireOrder]);

    offsetMs = 30 * minutes;
    await scheduler.runDue();

    expect(schedules.get('expire-order', 'expire-order-42')).toBeUndefined();
    await scheduler.stop();
  });

  it('keeps a schedule that ran when its ActionAfterCompletion is NONE, and never runs it again', async () => {
    await schedules.put({ schedule: expiry('2026-11-20T09:30:00', { ActionAfterCompletion: 'NONE' }) });
    const { run, scheduler } = schedulerOf([expireOrder]);

    offsetMs = 30 * minutes;
    await scheduler.runDue();
    await scheduler.runDue();

    expect(run).toHaveBeenCalledTimes(1);
    expect(schedules.get('expire-order', 'expire-order-42')?.ranAt).toBe('2026-11-20T09:30:00.000Z');
    await scheduler.stop();
  });

  it('leaves a disabled schedule alone', async () => {
    await schedules.put({ schedule: expiry('2026-11-20T09:30:00', { State: 'DISABLED' }) });
    const { run, scheduler } = schedulerOf([expireOrder]);

    offsetMs = 30 * minutes;
    await scheduler.runDue();

    expect(run).not.toHaveBeenCalled();
    await scheduler.stop();
  });

  it('logs a schedule whose target is no one-time job of the function list, and drops it', async () => {
    const target = { Arn: localFunctionArn('reconcile'), RoleArn: 'role', Input: '{"orderId":"42"}' };
    await schedules.put({ schedule: expiry('2026-11-20T09:30:00', { Target: target }) });
    const { run, log, scheduler } = schedulerOf([every15, expireOrder]);

    offsetMs = 30 * minutes;
    await scheduler.runDue();

    expect(run).not.toHaveBeenCalledWith(every15, { orderId: '42' });
    expect(log).toHaveBeenCalledWith(
      `schedule expire-order/expire-order-42 failed: no one-time job of the function list is ${target.Arn}`,
    );
    expect(schedules.get('expire-order', 'expire-order-42')).toBeUndefined();
    await scheduler.stop();
  });
});
