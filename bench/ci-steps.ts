/**
 * `.ci/run` ends with this: it reads the run's step durations (one `<seconds>\t<step>\t<lane>` line per step, in the
 * order they ended) and the run's wall time, prints them, and writes them to the `ci` section of bench/results.json
 * with the date and the machine's load, so a slower CI shows in review. Steps of different lanes ran at the same time,
 * so their seconds add up to more than the wall time.
 * Usage: tsx bench/ci-steps.ts <durations file> <wall seconds>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [durationsFile, wallSeconds] = process.argv.slice(2);
if (!durationsFile || !wallSeconds)
  throw new Error('Usage: tsx bench/ci-steps.ts <durations file> <wall seconds>');

const steps = readFileSync(durationsFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [seconds, step, lane] = line.split('\t');
    return { step, lane, seconds: Number(seconds) };
  });

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
};

console.table(steps);
console.log(`CI took ${wallSeconds} s`);
const resultsFile = path.join(__dirname, 'results.json');
const previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>;
writeFileSync(resultsFile, `${JSON.stringify({ ...previous, ci }, null, 2)}\n`);
