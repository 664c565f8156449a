/**
 * <dataDir>/state.json: what the stack created on earlier starts (pool and client ids, the seed marker),
 * so a restart reuses them instead of creating duplicates, and the test clock's offset, so time never goes back.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalState {
  userPoolId?: string;
  userPoolClientId?: string;
  seededAt?: string;
  /** How far the test clock (test-clock.ts) is ahead of real time. */
  clockOffsetMinutes?: number;
  /** The key the one-click unsubscribe tokens are signed with, seeded into the local Secrets Manager. */
  unsubscribeKey?: string;
  /** The HMAC key of the referral claims' mailbox fingerprints, seeded into the local Secrets Manager. */
  mailboxKey?: string;
  /**
   * The Web Push sender's VAPID key pair, seeded into the local Secrets Manager: a browser subscribed with its public
   * key takes pushes signed by this pair only, so it outlives restarts.
   */
  vapidKeys?: { publicKey: string; privateKey: string };
}

function statePath(dataDir: string): string {
  return path.join(dataDir, 'state.json');
}

export async function readState(dataDir: string): Promise<LocalState> {
  try {
    return JSON.parse(await readFile(statePath(dataDir), 'utf8')) as LocalState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Writes `changes` over the saved state, keeping the rest. */
export async function updateState(dataDir: string, changes: LocalState): Promise<void> {
  const state = { ...(await readState(dataDir)), ...changes };
  await mkdir(dataDir, { recursive: true });
  await writeFile(statePath(dataDir), `${JSON.stringify(state, null, 2)}\n`);
}
