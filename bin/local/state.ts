/**
 * <dataDir>/state.json: what the stack created on earlier starts (pool and client ids, the seed marker),
 * so a restart reuses them instead of creating duplicates.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalState {
  userPoolId?: string;
  userPoolClientId?: string;
  seededAt?: string;
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

export async function writeState(dataDir: string, state: LocalState): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(statePath(dataDir), `${JSON.stringify(state, null, 2)}\n`);
}
