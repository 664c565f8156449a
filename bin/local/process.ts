/** Child-process helpers: wait for a port to answer, stop a child and be sure it is gone. */
import type { ChildProcess } from 'node:child_process';

/**
 * Polls `probe` until it answers: `readiness` says what that means ("DynamoDB Local to answer ListTables at ..."),
 * for the error. The bound only catches a child that will never answer: a JVM (DynamoDB Local) on a loaded 2-core
 * machine has taken over 30 s to start, and a child that exits fails the start at once anyway.
 */
export async function waitUntil(
  readiness: string,
  probe: () => Promise<boolean>,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Gave up after ${timeoutMs / 1000} s waiting for ${readiness}`);
}

/** SIGTERM, then SIGKILL if the child is still alive after `graceMs`; resolves once it has exited. */
export function stopChild(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
