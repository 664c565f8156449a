/**
 * Lambda bundle figures: each function bundled as CDK bundles it (minified, tree-shaken ESM), its size, and
 * the time Node takes to load it, beside a bare bundle that only imports the DynamoDB client and beside a bare
 * bundle of exactly the AWS clients that function's access list implies (its own yardstick).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { accessGrants, type AccessResource } from '../lambdas/access';
import { allFunctions, functionName, type FunctionDefinition } from '../lambdas/routes';
import { lambdaBundling } from '../lib/squad-function';

export interface BundleFigures {
  name: string;
  minifiedBytes: number;
  gzipBytes: number;
  /** median of several fresh `node` processes importing the bundle */
  moduleLoadMs: number;
  /** moduleLoadMs / the bare DynamoDB-client bundle's moduleLoadMs */
  loadRatioToBareClient?: number;
  /** the AWS clients the function's access list implies */
  ownClients?: string[];
  /** moduleLoadMs of a bundle of only those clients (none: an empty module) */
  ownClientsLoadMs?: number;
  /** moduleLoadMs / ownClientsLoadMs: what the function's own code and libraries add */
  loadRatioToOwnClients?: number;
}

/** The SDK clients behind each resource an access touches: what a function cannot do without. */
const clientsOf: Record<AccessResource, readonly { module: string; construct: string }[]> = {
  table: [
    { module: '@aws-sdk/client-dynamodb', construct: 'DynamoDBClient' },
    { module: '@aws-sdk/lib-dynamodb', construct: 'DynamoDBDocumentClient.from' },
  ],
  uploads: [{ module: '@aws-sdk/client-s3', construct: 'S3Client' }],
  avatars: [{ module: '@aws-sdk/client-s3', construct: 'S3Client' }],
  userPool: [
    { module: '@aws-sdk/client-cognito-identity-provider', construct: 'CognitoIdentityProviderClient' },
  ],
  placeIndex: [{ module: '@aws-sdk/client-location', construct: 'LocationClient' }],
  model: [{ module: '@aws-sdk/client-bedrock-runtime', construct: 'BedrockRuntimeClient' }],
};

function ownClients(definition: FunctionDefinition) {
  const clients = definition.access.flatMap((access) => clientsOf[accessGrants[access].resource]);
  return [...new Map(clients.map((client) => [client.construct, client])).values()];
}

/** An entry that only creates those clients, as the function's modules do at load. */
function bareClientsEntry(outDir: string, clients: ReturnType<typeof ownClients>): string {
  const entry = path.join(
    outDir,
    `bare-${clients.map((client) => client.construct.split('.')[0]).join('-') || 'none'}.ts`,
  );
  const dynamo = 'new DynamoDBClient({})';
  const lines = clients.map(({ module, construct }, index) => {
    const name = construct.split('.')[0];
    const made = construct.endsWith('.from') ? `${construct}(${dynamo})` : `new ${construct}({})`;
    return {
      imports: `import { ${name} } from '${module}';`,
      made: `export const client${index} = ${made};`,
    };
  });
  // `DynamoDBDocumentClient.from` wraps the DynamoDBClient the table access always imports first.
  writeFileSync(entry, [...lines.map((line) => line.imports), ...lines.map((line) => line.made)].join('\n'));
  return entry;
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
    // the bare-clients entries are written to a temporary folder, away from node_modules
    nodePaths: [path.join(__dirname, '..', 'node_modules')],
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
  const bareByClients = new Map<string, BundleFigures>();
  for (const definition of allFunctions) {
    const figures = await figuresOf(
      path.join(__dirname, '..', 'lambdas', `${definition.handler}.ts`),
      outDir,
      functionName(definition),
    );
    const clients = ownClients(definition);
    const clientsKey = clients.map((client) => client.construct).join('+') || 'none';
    if (!bareByClients.has(clientsKey)) {
      bareByClients.set(
        clientsKey,
        await figuresOf(bareClientsEntry(outDir, clients), outDir, `bare-${clientsKey}`),
      );
    }
    const ownBare = bareByClients.get(clientsKey)!;
    functions.push({
      ...figures,
      loadRatioToBareClient: Number((figures.moduleLoadMs / bare.moduleLoadMs).toFixed(2)),
      ownClients: clients.map((client) => client.construct.split('.')[0]),
      ownClientsLoadMs: ownBare.moduleLoadMs,
      loadRatioToOwnClients: Number((figures.moduleLoadMs / ownBare.moduleLoadMs).toFixed(2)),
    });
  }
  return { bareDynamoDbClient: bare, functions };
}
