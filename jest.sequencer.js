/**
 * jest's own sequencer, but files much slower than their size says start first when no durations are recorded yet
 * (a fresh clone), and shards (`--shard=i/n`, as CI runs the browser tests) are balanced by the test files'
 * sizes rather than by their names' hashes: a fresh clone has no durations yet, a file's size follows its duration
 * well enough, and the hashes split the browser tests 655 s to 434 s. Largest first, each to the lightest shard;
 * every shard's process computes the same split.
 */
const { statSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * The construct checks are one small file that loads every spec beside it (66 s); the fuzzing sends thousands of
 * requests (150 s). Ordered by size they started last, and their step waited for them alone at its end.
 */
const slowerThanTheirSize = ['test/construct/all.test.ts', 'test/integration/fuzz.test.ts'];

class SizeBalancedSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const first = sorted.filter(
      (test) => test.duration == null && slowerThanTheirSize.some((file) => test.path.endsWith(file)),
    );
    return [...first, ...sorted.filter((test) => !first.includes(test))];
  }

  shard(tests, { shardIndex, shardCount }) {
    const shards = Array.from({ length: shardCount }, () => ({ bytes: 0, tests: [] }));
    const largestFirst = tests
      .map((test) => ({ test, bytes: statSync(test.path).size }))
      .sort((a, b) => b.bytes - a.bytes || a.test.path.localeCompare(b.test.path));
    for (const { test, bytes } of largestFirst) {
      const lightest = shards.reduce((lighter, shard) => (shard.bytes < lighter.bytes ? shard : lighter));
      lightest.bytes += bytes;
      lightest.tests.push(test);
    }
    return shards[shardIndex - 1].tests;
  }
}

module.exports = SizeBalancedSequencer;
