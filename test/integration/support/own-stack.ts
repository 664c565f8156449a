/** What a suite that starts a stack of its own (one that moves the test clock) starts it with. */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LocalStackOptions } from '../../../bin/local/stack';
import { portsOf, type PortUser } from '../../ports';

/**
 * A fresh data folder and the suite's block of ports (test/ports.ts); no web server and no seed; the table in
 * DynamoDB Local's memory, as the stack is thrown away when the suite ends.
 */
export async function ownStackOptions(portUser: PortUser): Promise<LocalStackOptions & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `squad-${portUser}-`));
  return { dataDir, ports: portsOf(portUser), web: 'none', seed: false, quiet: true, tableInMemory: true };
}
