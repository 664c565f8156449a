/**
 * The functions' code, built by one esbuild run for the whole function list. Building each function on its own
 * parses the AWS SDK and the shared code again for each of about a hundred functions (about 1 s apiece); one run
 * parses each module once. Nothing is split between entries, so each function's `index.mjs` is the file a build of
 * it alone writes, the one the bench measures (`lambdaEsbuildOptions`).
 *
 * A function's asset folder holds its bundle and, copied beside it, the packages it cannot have bundled
 * (lib/unbundled-modules.ts). A synth that skips bundling (the construct tests set `aws:cdk:bundling-stacks` to
 * none) gets one empty folder for every function, as NodejsFunction's skipped bundling does.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';
import { allFunctions } from '../lambdas/routes';
import type { FunctionDefinition } from '../lambdas/function-kinds';
import { moduleFolders, unbundledModules } from './unbundled-modules';

const repositoryRoot = path.join(__dirname, '..');
const bundleName = 'index';

/** The cloud always geocodes with Amazon Location (lib/squad-stack.ts sets it). */
export const cloudGeocoder = 'amazon-location';

/**
 * How every function is bundled: a minified, tree-shaken ESM file for the newest Node runtime, with the AWS SDK
 * inside it (the code runs with the version it was tested with). The bench and the tests build with these too.
 */
export const lambdaEsbuildOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  minify: true,
  sourcemap: false,
  target: 'node24',
  // ESM builds first: tree-shaking drops more of them than of CommonJS builds
  mainFields: ['module', 'main'],
  // Turkish text and data as they are, not as \uXXXX escapes: about 0.5 MB less in the geocoding bundles.
  charset: 'utf8',
  treeShaking: true,
  legalComments: 'none',
  // Some CommonJS dependencies call require(); an ESM bundle has no require unless we make one.
  banner: { js: "import { createRequire } from 'module';const require = createRequire(import.meta.url);" },
  // The cloud's geocoder is fixed: esbuild drops the offline gazetteer's branch and its 1.5 MB of place names
  // (lambdas/geo/geocoder.ts). The local stack runs the handlers unbundled and reads it from the environment.
  define: { 'process.env.GEOCODER': JSON.stringify(cloudGeocoder) },
};

const entryOf = (handler: string) => path.join(repositoryRoot, 'lambdas', `${handler}.ts`);

/** Builds the handlers' bundles into `outdir/<handler>/index.mjs`. */
function buildBundles(handlers: readonly string[], external: readonly string[]): string {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'squad-bundles-'));
  buildSync({
    ...lambdaEsbuildOptions,
    entryPoints: Object.fromEntries(
      handlers.map((handler) => [`${handler}/${bundleName}`, entryOf(handler)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    // Only a function that imports one of them meets it, and each of those ships it beside its bundle.
    external: [...external],
    absWorkingDir: repositoryRoot,
    logLevel: 'warning',
  });
  return outdir;
}

let listBundles: string | undefined;

/** The bundle of the definition's handler: from the one build of the function list, or built alone if not in it. */
function bundleOf(definition: FunctionDefinition): string {
  const listed = allFunctions.some((fn) => fn.handler === definition.handler);
  const external = listed ? allFunctions.flatMap(unbundledModules) : unbundledModules(definition);
  const outdir = listed
    ? (listBundles ??= buildBundles(
        [...new Set(allFunctions.map((fn) => fn.handler))],
        [...new Set(external)],
      ))
    : buildBundles([definition.handler], external);
  return path.join(outdir, definition.handler, `${bundleName}.mjs`);
}

let skipped: string | undefined;

/** The folder to deploy as the function's code; an empty one when the synth skips bundling. */
export function functionCodeFolder(definition: FunctionDefinition, bundling: boolean): string {
  if (!bundling) return (skipped ??= mkdtempSync(path.join(os.tmpdir(), 'squad-bundling-skipped-')));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'squad-function-'));
  copyFileSync(bundleOf(definition), path.join(folder, `${bundleName}.mjs`));
  for (const module of moduleFolders(unbundledModules(definition))) {
    const target = path.join(folder, module);
    mkdirSync(path.dirname(target), { recursive: true });
    // dereference: the repository's node_modules may itself be a link (a git worktree sharing another's)
    cpSync(path.join(repositoryRoot, module), target, { recursive: true, dereference: true });
  }
  return folder;
}

/** The handler setting for a function deployed from `functionCodeFolder`. */
export const bundledHandler = `${bundleName}.handler`;
