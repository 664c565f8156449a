/**
 * Lambda bundle figures: each function bundled as CDK bundles it (minified, tree-shaken ESM), its size, and
 * the time Node takes to load it, beside a bare bundle that only imports the DynamoDB client.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { allFunctions, functionName } from '../lambdas/routes';
import { lambdaBundling } from '../lib/squad-function';

export interface BundleFigures {
  name: string;
  minifiedBytes: number;
  gzipBytes: number;
  /** median of several fresh `node` processes importing the bundle */
  moduleLoadMs: number;
  /** moduleLoadMs / the bare DynamoDB-client bundle's moduleLoadMs */
  loadRatioToBareClient?: number;
}

const loadRuns = 5;
/** Handlers read their configuration at module load and fail fast without it. */
const handlerEnvironment = {
  TABLE_NAME: 'bench',
  AVATAR_BUCKET: 'bench',
  AVATAR_BASE_URL: 'https://bench.example',
  USER_POOL_ID: 'eu-central-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  JWT_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_bench',
  SITE_URL: 'https://bench.example',
  GEOCODER: 'amazon-location',
  PLACE_INDEX_NAME: 'bench',
  SCREENER: 'bedrock',
  SCREENER_MODEL_ID: 'eu.amazon.nova-micro-v1:0',
  AWS_REGION: 'eu-central-1',
};

async function bundle(entry: string, outDir: string, name: string): Promise<string> {
  const outfile = path.join(outDir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    minify: lambdaBundling.minify,
    treeShaking: true,
    target: lambdaBundling.target,
    mainFields: lambdaBundling.mainFields,
    banner: { js: lambdaBundling.banner },
    logLevel: 'error',
  });
  return outfile;
}

function medianLoadMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const runs = Array.from({ length: loadRuns }, () =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, ...handlerEnvironment },
      }).toString(),
    ),
  ).sort((a, b) => a - b);
  return Number(runs[Math.floor(runs.length / 2)].toFixed(1));
}

async function figuresOf(entry: string, outDir: string, name: string): Promise<BundleFigures> {
  const file = await bundle(entry, outDir, name);
  const code = readFileSync(file);
  return {
    name,
    minifiedBytes: code.length,
    gzipBytes: gzipSync(code).length,
    moduleLoadMs: medianLoadMs(file),
  };
}

export async function measureBundles(): Promise<{
  bareDynamoDbClient: BundleFigures;
  functions: BundleFigures[];
}> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'squad-bench-bundles-'));
  const bare = await figuresOf(
    path.join(__dirname, 'bare-dynamodb-client.ts'),
    outDir,
    'bare-dynamodb-client',
  );
  const functions: BundleFigures[] = [];
  for (const definition of allFunctions) {
    const figures = await figuresOf(
      path.join(__dirname, '..', 'lambdas', `${definition.handler}.ts`),
      outDir,
      functionName(definition),
    );
    functions.push({
      ...figures,
      loadRatioToBareClient: Number((figures.moduleLoadMs / bare.moduleLoadMs).toFixed(2)),
    });
  }
  return { bareDynamoDbClient: bare, functions };
}
