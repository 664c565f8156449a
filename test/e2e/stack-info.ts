/** What the e2e global setup started, handed to the test files through a JSON file (jest runs them apart). */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LocalStackUrls } from '../../bin/local/stack';
import { runSuffix } from '../ports';

export interface E2eStackInfo {
  urls: LocalStackUrls;
  outboxDir: string;
  userPoolId: string;
  userPoolClientId: string;
}

/** Short enough for a test to outwait, long enough for a person-speed reset to finish within it. */
export const resetCodeLifetimeSeconds = 8;

export const stackInfoFile = path.join(os.tmpdir(), `squad-e2e-stack${runSuffix}.json`);

export function readStackInfo(): E2eStackInfo {
  return JSON.parse(readFileSync(stackInfoFile, 'utf8')) as E2eStackInfo;
}
