/**
 * jest's own sequencer, but files much slower than their size says start first when no durations are recorded yet
 * (a fresh clone), and shards (`--shard=i/n`, as CI runs the browser tests) are balanced by each file's duration in
 * CI's last recorded run (`ci.browserFiles` of bench/results.json, which `.ci/run` writes), or by its size scaled
 * to seconds for a file that run did not have. jest's own split by the names' hashes gave one shard 655 s of tests
 * and the other 434 s; by size alone, 754 s and 665 s. Longest first, each to the lightest shard; every shard's
 * process computes the same split.
 */
const { readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * The construct checks are one small file that loads every spec beside it (66 s); the fuzzing sends thousands of
 * requests (150 s). Ordered by size they started last, and their step waited for them alone at its end.
 */
const slowerThanTheirSize = ['test/construct/all.test.ts', 'test/integration/fuzz.test.ts'];

/** Seconds per file (paths from the repository's root) in CI's last recorded run. */
function recordedSeconds() {
  const results = JSON.parse(readFileSync(path.join(__dirname, 'bench/results.json'), 'utf8'));
  return results.ci?.browserFiles ?? {};
}

class DurationBalancedSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const first = sorted.filter(
      (test) => test.duration == null && slowerThanTheirSize.some((file) => test.path.endsWith(file)),
    );
    return [...first, ...sorted.filter((test) => !first.includes(test))];
  }

  shard(tests, { shardIndex, shardCount }) {
    const recorded = recordedSeconds();
    const files = tests.map((test) => ({
      test,
      bytes: statSync(test.path).size,
      seconds: recorded[path.relative(__dirname, test.path)],
    }));
    const known = files.filter((file) => file.seconds !== undefined);
    const secondsPerByte =
      known.reduce((sum, file) => sum + file.seconds, 0) / known.reduce((sum, file) => sum + file.bytes, 0) ||
      1;
    const weighed = files
      .map(({ test, bytes, seconds }) => ({ test, weight: seconds ?? bytes * secondsPerByte }))
      .sort((a, b) => b.weight - a.weight || a.test.path.localeCompare(b.test.path));
    const shards = Array.from({ length: shardCount }, () => ({ weight: 0, tests: [] }));
    for (const { test, weight } of weighed) {
      const lightest = shards.reduce((lighter, shard) => (shard.weight < lighter.weight ? shard : lighter));
      lightest.weight += weight;
      lightest.tests.push(test);
    }
    return shards[shardIndex - 1].tests;
  }
}

module.exports = DurationBalancedSequencer;
