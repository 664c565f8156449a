/**
 * The local twin of EventBridge Scheduler for the function list's recurring jobs (lambdas/function-kinds.ts): each
 * runs every `everyMinutes` with the empty input the cloud's schedule sends. A run still going when the next is
 * due is not started twice, as a Lambda with its retries would finish first in the cloud.
 */
import {
  functionName,
  type OneTimeJobTarget,
  type ScheduledJobDefinition,
} from '../../lambdas/function-kinds';
import { localFunctionArn, localNames } from './config';

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
  stop(): Promise<void>;
}

export function startScheduler(options: {
  jobs: readonly ScheduledJobDefinition[];
  run: (job: ScheduledJobDefinition, event: unknown) => Promise<unknown>;
  log: (message: string) => void;
}): LocalScheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  for (const job of options.jobs) {
    if (job.schedule.kind !== 'recurring') continue;
    let current: Promise<unknown> | undefined;
    const fire = () => {
      if (current) return;
      current = options
        .run(job, {})
        .catch((error: Error) => options.log(`${functionName(job)} failed: ${error.message}`))
        .finally(() => {
          if (current) running.delete(current);
          current = undefined;
        });
      running.add(current);
    };
    timers.push(setInterval(fire, job.schedule.everyMinutes * 60_000));
  }
  return {
    async stop() {
      timers.forEach(clearInterval);
      await Promise.all(running);
    },
  };
}
