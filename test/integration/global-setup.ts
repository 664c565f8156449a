/**
 * Starts the local stack once for the integration run: real engines, no web server, a throw-away data
 * folder and ports of its own, so a running `npm start` is not disturbed. It runs in a child process
 * (the same code `npm start` runs), and the tests reach it over HTTP.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnLocalStack } from '../../bin/local/child';
import { pointHelpersAt } from './support/stack-info';
import { portsOf } from '../ports';

const integrationPorts = portsOf('integration');

declare global {
  var squadIntegrationStack: { stop(): Promise<void>; dataDir: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'squad-integration-'));
  const stack = await spawnLocalStack({
    dataDir,
    ports: integrationPorts,
    web: 'none',
    seed: false,
    quiet: true,
    // Short enough that a test can wait for a reset code to expire, long enough to use a fresh one.
    codeTtlSeconds: 3,
    tableInMemory: true,
  });
  globalThis.squadIntegrationStack = { stop: stack.stop, dataDir };

  await pointHelpersAt(stack, dataDir);
}
