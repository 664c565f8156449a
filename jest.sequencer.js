/**
 * jest's own sequencer, but shards (`--shard=i/n`, as CI runs the browser tests) are balanced by the test files'
 * sizes rather than by their names' hashes: a fresh clone has no durations yet, a file's size follows its duration
 * well enough, and the hashes split the browser tests 655 s to 434 s. Largest first, each to the lightest shard;
 * every shard's process computes the same split.
 */
const { statSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

class SizeBalancedSequencer extends Sequencer {
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
