/**
 * spawnLocalStack: the local stack in a child process (node --import tsx), for callers that cannot
 * host it in-process: jest's global setup only transpiles TypeScript while it runs, yet handlers
 * load modules lazily at request time. The child runs exactly what `npm start` runs.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { stopChild } from './process';
import type { LocalStack, LocalStackOptions } from './stack';

/** The serialisable part of a LocalStack. */
export type LocalStackInfo = Omit<LocalStack, 'stop' | 'streams'>;

export function describeStack(stack: LocalStack): LocalStackInfo {
  const info: Partial<LocalStack> = { ...stack };
  delete info.stop;
  delete info.streams;
  return info as LocalStackInfo;
}

type ChildMessage = { ready: LocalStackInfo } | { failed: string };

export async function spawnLocalStack(
  options: LocalStackOptions,
): Promise<LocalStackInfo & { stop(): Promise<void> }> {
  const child = fork(path.join(__dirname, 'child-entry.ts'), [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<LocalStackInfo>((resolve, reject) => {
    child.once('message', (message: ChildMessage) =>
      'ready' in message
        ? resolve(message.ready)
        : reject(new Error(`local stack failed: ${message.failed}`)),
    );
    child.once('exit', (code) => reject(new Error(`local stack process exited with code ${code}`)));
  });
  return { ...info, stop: () => stopChild(child, 15_000) };
}
