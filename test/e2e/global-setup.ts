/**
 * Starts the whole local stack once for the browser tests: the built SPA (web/dist, so build it first:
 * `npm run test:e2e` does), fresh data in a temp folder, and ports apart from a running `npm start`. It runs
 * in a child process because handlers load modules lazily, after jest's setup-time TypeScript support is gone.
 * One Chromium too, for every test file to connect to (test/e2e/browser.ts).
 * Each shard of a sharded run (`jest --shard=2/2`, as CI runs two at once) has a stack, ports and data of its own.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '@jest/types';
import { spawnLocalStack } from '../../bin/local/child';
import { portsOf } from '../ports';
import { launchChromiumServer } from './browser';
import { resetCodeLifetimeSeconds, stackInfoVariable, type E2eStackInfo } from './stack-info';

/** The port list's users, by shard. */
const shardPorts = ['e2e', 'e2eSecondShard'] as const;

declare global {
  var squadE2eStack: { stop(): Promise<void> } | undefined;
  var squadE2eBrowser: { close(): Promise<void> } | undefined;
}

export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const shard = globalConfig.shard?.shardIndex ?? 1;
  const portUser = shardPorts[shard - 1];
  if (!portUser)
    throw new Error(`No ports for browser-test shard ${shard}: give it a block in test/ports.ts`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squad-e2e-'));
  const [stack, browser] = await Promise.all([
    spawnLocalStack({
      dataDir,
      ports: portsOf(portUser),
      web: 'dist',
      seed: true,
      quiet: true,
      codeTtlSeconds: resetCodeLifetimeSeconds,
      tableInMemory: true,
    }),
    launchChromiumServer(),
  ]);
  globalThis.squadE2eStack = stack;
  globalThis.squadE2eBrowser = browser;
  const info: E2eStackInfo = {
    urls: stack.urls,
    outboxDir: stack.outboxDir,
    userPoolId: stack.siteConfig.userPoolId,
    userPoolClientId: stack.siteConfig.userPoolClientId,
    browserEndpoint: browser.wsEndpoint(),
  };
  const file = path.join(dataDir, 'stack-info.json');
  writeFileSync(file, JSON.stringify(info));
  process.env[stackInfoVariable] = file;
}
