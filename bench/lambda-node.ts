/**
 * The Node.js the bundle bench loads functions with: the major version Lambda runs them on
 * (`squadNodeRuntime`), not whichever Node runs the bench. Module load differs a lot between majors (on the same
 * bundles, a route's load beside its clients was 1.34x on Node 20 and 1.15x on Node 24, counted in CPU
 * instructions), so a figure from another major says little about a cold start in the cloud.
 *
 * In order: this process's Node if it is that major; `BENCH_NODE` (a path to a node binary of that major); else
 * the build the npm registry publishes as `node-<platform>-<arch>` (the Node.js release binaries, repackaged by
 * the `node` package's maintainers), fetched once with `npm pack` into node_modules/.cache.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
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

const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

function versionOf(file: string): string {
  return execFileSync(file, ['--version']).toString().trim();
}

/** The registry's build for this machine, fetched on first use. */
function registryNode(major: number, cacheDir: string): string {
  const packageName = `node-${process.platform}-${process.arch}`;
  const folder = path.join(cacheDir, `${packageName}-${major}`);
  const file = path.join(folder, 'package', 'bin', 'node');
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  console.error(`bench: fetching Node ${major} (${packageName}) from the npm registry, once, into ${folder}`);
  let tarball: string;
  try {
    tarball = execFileSync('npm', ['pack', `${packageName}@${major}`, '--pack-destination', folder], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .toString()
      .trim()
      .split('\n')
      .at(-1)!;
  } catch (error) {
    throw new Error(`Could not fetch ${packageName}@${major}; set BENCH_NODE to a Node ${major} binary`, {
      cause: error,
    });
  }
  execFileSync('tar', ['-xzf', tarball], { cwd: folder });
  rmSync(path.join(folder, tarball));
  if (!existsSync(file)) {
    throw new Error(`${packageName}@${major} holds no bin/node; set BENCH_NODE to a Node ${major} binary`);
  }
  return file;
}

export function lambdaRuntimeNode({
  environment = process.env,
  current = { file: process.execPath, version: process.version },
  cacheDir = path.join(__dirname, '..', 'node_modules', '.cache', 'squad-bench'),
}: { environment?: NodeJS.ProcessEnv; current?: NodeBinary; cacheDir?: string } = {}): NodeBinary {
  const major = runtimeMajor(squadNodeRuntime.name);
  if (majorOf(current.version) === major) return current;
  const file = environment.BENCH_NODE ?? registryNode(major, cacheDir);
  const version = versionOf(file);
  if (majorOf(version) !== major) {
    throw new Error(
      `${file} is Node ${version}; the functions run on Node ${major} (${squadNodeRuntime.name})`,
    );
  }
  return { file, version };
}
