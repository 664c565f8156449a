import type { ScheduledJobDefinition } from '../../../lambdas/function-kinds';
import { startScheduler } from '../../../bin/local/scheduler';

const every15: ScheduledJobDefinition = {
  handler: 'tokens/handlers/reconcile',
  access: [],
  schedule: { kind: 'recurring', everyMinutes: 15 },
};
const oneTime: ScheduledJobDefinition = { ...every15, schedule: { kind: 'one-time' } };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the local scheduler', () => {
  it('runs a recurring job every time its minutes pass, with the empty input of the cloud schedule', async () => {
    const run = jest.fn(async () => undefined);
    const scheduler = startScheduler({ jobs: [every15], run, log: jest.fn() });

    await jest.advanceTimersByTimeAsync(14 * 60_000);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(16 * 60_000);

    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledWith(every15, {});
    await scheduler.stop();
  });

  it('does not start a run while the last one still goes', async () => {
    let finish: () => void = () => undefined;
    const run = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = startScheduler({ jobs: [every15], run, log: jest.fn() });

    await jest.advanceTimersByTimeAsync(45 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(15 * 60_000);

    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await scheduler.stop();
  });

  it('logs a failed run and keeps the schedule', async () => {
    const run = jest.fn(async () => {
      throw new Error('table unreachable');
    });
    const log = jest.fn();
    const scheduler = startScheduler({ jobs: [every15], run, log });

    await jest.advanceTimersByTimeAsync(30 * 60_000);

    expect(log).toHaveBeenCalledWith('reconcile failed: table unreachable');
    expect(run).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });

  it('leaves one-time jobs to the schedules the product creates', async () => {
    const run = jest.fn(async () => undefined);
    const scheduler = startScheduler({ jobs: [oneTime], run, log: jest.fn() });

    await jest.advanceTimersByTimeAsync(24 * 60 * 60_000);

    expect(run).not.toHaveBeenCalled();
    await scheduler.stop();
  });
});
