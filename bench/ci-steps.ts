/**
 * `.ci/run` ends with this: it reads the run's step durations (one `<seconds>\t<step>\t<lane>` line per step, in the
 * order they ended) and the run's wall time, prints them, and writes them to the `ci` section of bench/results.json
 * with the date and the machine's load, so a slower CI shows in review. Steps of different lanes ran at the same time,
 * so their seconds add up to more than the wall time. With the browser shards' jest results (`--json`), it also
 * records each browser test file's seconds, by which the next run balances its shards (jest.sequencer.js).
 * Usage: tsx bench/ci-steps.ts <durations file> <wall seconds> [jest results of each browser shard...]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [durationsFile, wallSeconds, ...browserResultFiles] = process.argv.slice(2);
if (!durationsFile || !wallSeconds)
  throw new Error('Usage: tsx bench/ci-steps.ts <durations file> <wall seconds> [browser shard results...]');

const steps = readFileSync(durationsFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [seconds, step, lane] = line.split('\t');
    return { step, lane, seconds: Number(seconds) };
  });

const root = path.join(__dirname, '..');

/** jest's `--json` results: each file's path and its start and end in ms since the epoch. */
interface JestResults {
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** Each browser test file's seconds, by path from the repository's root, in path order. */
const browserFiles = Object.fromEntries(
  browserResultFiles
    .flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as JestResults).testResults)
    .map(({ name, startTime, endTime }) => [
      path.relative(root, name),
      Math.round((endTime - startTime) / 100) / 10,
    ])
    .sort(([a], [b]) => String(a).localeCompare(String(b))),
);

const ci = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    // Other work on the machine slows every step: the 1, 5 and 15-minute load averages at the end.
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
  },
  wallSeconds: Number(wallSeconds),
  steps,
  ...(browserResultFiles.length > 0 ? { browserFiles } : {}),
};

console.table(steps);
console.log(`CI took ${wallSeconds} s`);
const resultsFile = path.join(__dirname, 'results.json');
const previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>;
writeFileSync(resultsFile, `${JSON.stringify({ ...previous, ci }, null, 2)}\n`);
