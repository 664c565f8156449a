/**
 * What the e2e global setup started, handed to the test files through a JSON file (jest runs them apart) that the
 * setup names in the environment the test files inherit.
 */
import { readFileSync } from 'node:fs';
import type { LocalStackUrls } from '../../bin/local/stack';

export interface E2eStackInfo {
  urls: LocalStackUrls;
  outboxDir: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The run's Chromium (test/e2e/browser.ts), for the test files to connect to. */
  browserEndpoint: string;
}

/** Short enough for a test to outwait, long enough for a person-speed reset to finish within it. */
export const resetCodeLifetimeSeconds = 8;

export const stackInfoVariable = 'SQUAD_E2E_STACK_FILE';

export function readStackInfo(): E2eStackInfo {
  const file = process.env[stackInfoVariable];
  if (!file) throw new Error(`${stackInfoVariable} is not set: run these tests through jest's e2e project`);
  return JSON.parse(readFileSync(file, 'utf8')) as E2eStackInfo;
}
