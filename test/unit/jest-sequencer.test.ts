import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface TestFile {
  path: string;
  context: { config: { rootDir: string } };
}
// jest loads its sequencer untransformed, so it is CommonJS without types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SizeBalancedSequencer = require('../../jest.sequencer.js') as new (options: unknown) => {
  shard(tests: TestFile[], options: { shardIndex: number; shardCount: number }): TestFile[];
};

function testFiles(sizes: number[]): TestFile[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'squad-sequencer-'));
  return sizes.map((bytes, index) => {
    const file = path.join(dir, `suite-${index}.test.ts`);
    writeFileSync(file, 'x'.repeat(bytes));
    return { path: file, context: { config: { rootDir: dir } } };
  });
}

const bytesOf = (sizes: number[], tests: TestFile[], shard: TestFile[]) =>
  shard.reduce((sum, test) => sum + sizes[tests.indexOf(test)], 0);

describe('the jest sequencer', () => {
  it('gives each test file to one shard, balancing the shards by file size', () => {
    const sizes = [14_000, 12_800, 8_600, 6_500, 13_400, 1_500, 2_100, 9_200, 5_300, 3_700, 7_500];
    const tests = testFiles(sizes);
    const sequencer = new SizeBalancedSequencer({ contexts: [], globalConfig: {} });

    const [first, second] = [1, 2].map((shardIndex) => sequencer.shard(tests, { shardIndex, shardCount: 2 }));

    expect([...first, ...second].map((test) => test.path).sort()).toEqual(
      tests.map((test) => test.path).sort(),
    );
    expect(Math.abs(bytesOf(sizes, tests, first) - bytesOf(sizes, tests, second))).toBeLessThanOrEqual(1_500);
  });
});
