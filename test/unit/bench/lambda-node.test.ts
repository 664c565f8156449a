import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lambdaRuntimeNode, runtimeMajor } from '../../../bench/lambda-node';

/** A stand-in `node` that only answers `--version`, so no test depends on which Node runs it. */
function fakeNode(version: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'squad-fake-node-')), 'node');
  writeFileSync(file, `#!/bin/sh\necho ${version}\n`);
  chmodSync(file, 0o755);
  return file;
}

const node20 = { file: '/usr/bin/node', version: 'v20.20.2' };

describe('the Node the bundle bench loads functions with', () => {
  it('reads the major version from a Lambda runtime name', () => {
    expect(runtimeMajor('nodejs24.x')).toBe(24);
  });

  it('refuses a runtime that is not Node.js', () => {
    expect(() => runtimeMajor('python3.13')).toThrow('Not a Node.js Lambda runtime: python3.13');
  });

  it('uses the running Node when it is the major the functions deploy on', () => {
    const current = { file: '/opt/node24/bin/node', version: 'v24.21.0' };
    expect(lambdaRuntimeNode({ current, environment: {} })).toBe(current);
  });

  it('uses BENCH_NODE when the running Node is another major', () => {
    const file = fakeNode('v24.3.0');
    expect(lambdaRuntimeNode({ current: node20, environment: { BENCH_NODE: file } })).toEqual({
      file,
      version: 'v24.3.0',
    });
  });

  it('refuses a BENCH_NODE of another major than the functions run on', () => {
    const file = fakeNode('v22.1.0');
    expect(() => lambdaRuntimeNode({ current: node20, environment: { BENCH_NODE: file } })).toThrow(
      `${file} is Node v22.1.0; the functions run on Node 24 (nodejs24.x)`,
    );
  });
});
