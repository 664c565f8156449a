/**
 * The local twin of EventBridge Scheduler's runs (lambdas/function-kinds.ts): each recurring job every
 * `everyMinutes` with the empty input the cloud's schedule sends, and each one-time schedule of the local Scheduler
 * API (scheduler-service.ts) once its at() moment has come, with its Input, deleted after it ran when its
 * ActionAfterCompletion is DELETE. Time is the given clock's, which the local test clock moves: a tick each second
 * compares it with what is due, so the schedule follows a moved clock. A run still going when the same job is due
 * again is not started twice, as a Lambda with its retries would finish first in the cloud. A failed run is logged
 * and not retried.
 */
import {
  functionName,
  type OneTimeJobTarget,
  type ScheduledJobDefinition,
} from '../../lambdas/function-kinds';
import { localFunctionArn, localNames } from './config';
import { atTime, type ScheduleStore, type StoredSchedule } from './schedule-store';

/**
 * ONE_TIME_JOBS locally (lambdas/platform/schedules.ts): each one-time job's schedules go to a group named after
 * it and target its local ARN, which is how the scheduler finds the job again.
 */
export function localOneTimeJobTargets(
  jobs: readonly ScheduledJobDefinition[],
): Record<string, OneTimeJobTarget> {
  return Object.fromEntries(
    jobs
      .filter((job) => job.schedule.kind === 'one-time')
      .map((job) => {
        const name = functionName(job);
        const roleArn = `arn:aws:iam::${localNames.accountId}:role/squad-local-scheduler`;
        return [name, { groupName: name, functionArn: localFunctionArn(name), roleArn }];
      }),
  );
}

export interface LocalScheduler {
  /** Starts whatever is due by the clock now and resolves once every run under way has finished. */
  runDue(): Promise<void>;
  stop(): Promise<void>;
}

const tickMs = 1_000;

export function startScheduler(options: {
  jobs: readonly ScheduledJobDefinition[];
  schedules: ScheduleStore;
  run: (job: ScheduledJobDefinition, event: unknown) => Promise<unknown>;
  now: () => Date;
  log: (message: string) => void;
}): LocalScheduler {
  const { schedules, run, now, log } = options;
  const started = now().getTime();
  const recurring = options.jobs.flatMap((job) => {
    if (job.schedule.kind !== 'recurring') return [];
    const everyMs = job.schedule.everyMinutes * 60_000;
    return [{ job, everyMs, nextRunAt: started + everyMs }];
  });
  const oneTimeJobs = new Map(
    options.jobs
      .filter((job) => job.schedule.kind === 'one-time')
      .map((job) => [localFunctionArn(functionName(job)), job]),
  );

  const running = new Map<string, Promise<void>>();
  const start = (key: string, label: string, work: () => Promise<unknown>) => {
    if (running.has(key)) return;
    const runningWork = work()
      .then(() => undefined)
      .catch((error: Error) => log(`${label} failed: ${error.message}`))
      .finally(() => running.delete(key));
    running.set(key, runningWork);
  };

  const fire = async (stored: StoredSchedule) => {
    const { schedule } = stored;
    try {
      const job = oneTimeJobs.get(schedule.Target.Arn);
      if (!job) throw new Error(`no one-time job of the function list is ${schedule.Target.Arn}`);
      await run(job, JSON.parse(schedule.Target.Input ?? '{}'));
    } finally {
      // Done either way: the cloud, too, drops an invocation that failed its last retry.
      if (schedule.ActionAfterCompletion === 'DELETE') {
        await schedules.delete(schedule.GroupName, schedule.Name);
      } else {
        await schedules.put({ ...stored, ranAt: now().toISOString() });
      }
    }
  };

  const startDue = () => {
    const time = now().getTime();
    for (const entry of recurring) {
      if (entry.nextRunAt > time) continue;
      // Once, however many intervals a moved clock passed: a job sweeps everything due in one run, as the cloud's
      // schedule would have on its last tick, and a clock moved by a month need not run it thousands of times.
      entry.nextRunAt += Math.floor((time - entry.nextRunAt) / entry.everyMs + 1) * entry.everyMs;
      start(functionName(entry.job), functionName(entry.job), () => run(entry.job, {}));
    }
    for (const stored of schedules.all()) {
      const { schedule } = stored;
      const at = atTime(schedule.ScheduleExpression);
      if (stored.ranAt || schedule.State !== 'ENABLED' || at === undefined || at > time) continue;
      start(schedule.Arn, `schedule ${schedule.GroupName}/${schedule.Name}`, () => fire(stored));
    }
  };

  const timer = setInterval(startDue, tickMs);
  return {
    async runDue() {
      startDue();
      await Promise.all(running.values());
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
