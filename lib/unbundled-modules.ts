/**
 * Packages a function cannot have bundled, shipped beside its bundle in node_modules instead. `iyzipay` loads its
 * resources with fs.readdirSync(__dirname) at construction, which a bundle has no folder for. Which functions
 * need them follows from their access (lambdas/access.ts), or from their definition's own `unbundled` (the calendar
 * writers' VTIMEZONE files).
 *
 * The packages are copied from the repository's own node_modules (the package with its production dependencies,
 * at the paths Node resolves them from; lib/function-bundles.ts), not installed: installing needs the registry,
 * and `cdk synth` must work offline.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { ResourceAccess } from '../lambdas/access';
import type { FunctionDefinition } from '../lambdas/function-kinds';

const repositoryRoot = path.join(__dirname, '..');

const unbundledByAccess: Partial<Record<ResourceAccess, readonly string[]>> = {
  'payments:iyzico': ['iyzipay'],
};

/** The packages the function's code needs unbundled: those of its access, and those it names itself. */
export function unbundledModules(definition: FunctionDefinition): string[] {
  return [
    ...new Set([
      ...definition.access.flatMap((access) => unbundledByAccess[access] ?? []),
      ...(definition.unbundled ?? []),
    ]),
  ];
}

/**
 * The folder Node would load `name` from when required in `fromDir`: the nearest node_modules up the tree. A
 * missing optional dependency is undefined; a missing required one fails the synth.
 */
function packageDir(name: string, fromDir: string, optional: boolean): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === repositoryRoot || dir === path.dirname(dir)) {
      if (optional) return undefined;
      throw new Error(`${name} is not installed`);
    }
  }
}

/**
 * The packages' folders with every production dependency's, each relative to the repository (so a nested
 * node_modules stays nested), in no particular order.
 */
export function moduleFolders(names: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string, fromDir: string, optional = false) => {
    const dir = packageDir(name, fromDir, optional);
    if (!dir || found.has(dir)) return;
    found.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    Object.keys(manifest.dependencies ?? {}).forEach((dependency) => visit(dependency, dir));
    Object.keys(manifest.optionalDependencies ?? {}).forEach((dependency) => visit(dependency, dir, true));
  };
  names.forEach((name) => visit(name, repositoryRoot));
  return [...found].map((dir) => path.relative(repositoryRoot, dir));
}
