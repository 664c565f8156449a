/** Stops the integration stack (its Java process included) and removes its throw-away data. */
import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const started = globalThis.squadIntegrationStack;
  if (!started) return;
  await started.stop();
  await rm(started.dataDir, { recursive: true, force: true });
  globalThis.squadIntegrationStack = undefined;
}
