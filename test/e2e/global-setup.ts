/**
 * Starts the whole local stack once for the browser tests: the built SPA (web/dist, so build it first:
 * `npm run test:e2e` does), fresh data in a temp folder, and ports apart from a running `npm start`. It runs
 * in a child process because handlers load modules lazily, after jest's setup-time TypeScript support is gone.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnLocalStack } from '../../bin/local/child';
import { portsOf } from '../ports';
import { resetCodeLifetimeSeconds, stackInfoFile, type E2eStackInfo } from './stack-info';

declare global {
  var squadE2eStack: { stop(): Promise<void> } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const stack = await spawnLocalStack({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'squad-e2e-')),
    ports: portsOf('e2e'),
    web: 'dist',
    seed: true,
    quiet: true,
    codeTtlSeconds: resetCodeLifetimeSeconds,
  });
  globalThis.squadE2eStack = stack;
  const info: E2eStackInfo = {
    urls: stack.urls,
    outboxDir: stack.outboxDir,
    userPoolId: stack.siteConfig.userPoolId,
    userPoolClientId: stack.siteConfig.userPoolClientId,
  };
  writeFileSync(stackInfoFile, JSON.stringify(info));
}
