/**
 * Lambda bundle figures: each function bundled as CDK bundles it (minified, tree-shaken ESM), its size, and
 * the time Node takes to load it, beside a bare bundle that only imports the DynamoDB client and beside a bare
 * bundle of exactly the AWS clients that function's access list implies (its own yardstick).
 *
 * How a load is measured, so the figures hold on a small shared machine: each load runs in a fresh process of
 * the Node major the functions deploy on (bench/lambda-node.ts), even when the bench itself runs on another,
 * and times only `await import(bundle)` inside it (not Node's own start-up); every bundle is loaded once
 * unmeasured first, so the file cache is warm; then `loadRounds` rounds each load every function and, right
 * beside it, its own clients' bundle (the order flips every round), so both see the same moment's load on the
 * machine. A function's `moduleLoadMs` is the median of its rounds, and its ratio is the median of the per-round
 * ratios, which cancels what the neighbours' work adds to both loads of a pair. Each load also reports the
 * process's CPU time: a busy neighbour stretches a load's wall clock far more than its CPU time, so on a shared
 * machine `cpuRatioToOwnClients` is the steadier figure (on an idle one the two agree).
 *
 * `npx tsx bench/bundles.ts` measures only this and rewrites the `lambdaBundles` section of bench/results.json;
 * `npm run bench` measures it with everything else.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { accessGrants, type AccessResource, type EnvironmentName } from '../lambdas/access';
import { allFunctions, scheduledJobs } from '../lambdas/routes';
import { functionName, type FunctionDefinition } from '../lambdas/function-kinds';
import { lambdaEsbuildOptions } from '../lib/function-bundles';
import { localSeller } from '../bin/local/config';
import { moduleFolders, unbundledModules } from '../lib/unbundled-modules';
import { lambdaRuntimeNode, type NodeBinary } from './lambda-node';
import { localOneTimeJobTargets } from '../bin/local/scheduler';

export interface BundleFigures {
  name: string;
  minifiedBytes: number;
  gzipBytes: number;
  /** median over the rounds of one fresh `node` process importing the bundle */
  moduleLoadMs: number;
  /** moduleLoadMs / the bare DynamoDB-client bundle's moduleLoadMs */
  loadRatioToBareClient?: number;
  /** the AWS clients the function's access list implies */
  ownClients?: string[];
  /** moduleLoadMs of a bundle of only those clients (none: an empty module), loaded beside the function */
  ownClientsLoadMs?: number;
  /** median of the rounds' function / own-clients load ratios: what the function's own code and libraries add */
  loadRatioToOwnClients?: number;
  /** the same as a difference: median of the rounds' function minus own-clients load, which no yardstick scales */
  extraOverOwnClientsMs?: number;
  /** the same in CPU time, which a busy neighbour on a shared machine disturbs less than the wall clock */
  moduleLoadCpuMs?: number;
  ownClientsLoadCpuMs?: number;
  cpuRatioToOwnClients?: number;
}

/** The SDK clients behind each resource an access touches: what a function cannot do without. */
const clientsOf: Record<AccessResource, readonly { module: string; construct: string }[]> = {
  table: [
    { module: '@aws-sdk/client-dynamodb', construct: 'DynamoDBClient' },
    { module: '@aws-sdk/lib-dynamodb', construct: 'DynamoDBDocumentClient.from' },
  ],
  uploads: [{ module: '@aws-sdk/client-s3', construct: 'S3Client' }],
  avatars: [{ module: '@aws-sdk/client-s3', construct: 'S3Client' }],
  avatarBucket: [{ module: '@aws-sdk/client-s3', construct: 'S3Client' }],
  accessLogBucket: [{ module: '@aws-sdk/client-s3', construct: 'S3Client' }],
  logDigests: [{ module: '@aws-sdk/client-s3', construct: 'S3Client' }],
  userPool: [
    { module: '@aws-sdk/client-cognito-identity-provider', construct: 'CognitoIdentityProviderClient' },
  ],
  placeIndex: [{ module: '@aws-sdk/client-location', construct: 'LocationClient' }],
  model: [{ module: '@aws-sdk/client-bedrock-runtime', construct: 'BedrockRuntimeClient' }],
  iyzicoSecret: [{ module: '@aws-sdk/client-secrets-manager', construct: 'SecretsManagerClient' }],
  schedules: [{ module: '@aws-sdk/client-scheduler', construct: 'SchedulerClient' }],
  emailSender: [{ module: '@aws-sdk/client-sesv2', construct: 'SESv2Client' }],
  unsubscribeKey: [{ module: '@aws-sdk/client-secrets-manager', construct: 'SecretsManagerClient' }],
  mailboxKey: [{ module: '@aws-sdk/client-secrets-manager', construct: 'SecretsManagerClient' }],
  vapidKeys: [{ module: '@aws-sdk/client-secrets-manager', construct: 'SecretsManagerClient' }],
  nilveraSecret: [{ module: '@aws-sdk/client-secrets-manager', construct: 'SecretsManagerClient' }],
  websocketApi: [
    { module: '@aws-sdk/client-apigatewaymanagementapi', construct: 'ApiGatewayManagementApiClient' },
  ],
  imageModeration: [{ module: '@aws-sdk/client-rekognition', construct: 'RekognitionClient' }],
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

const loadRounds = 25;
/** Handlers read their configuration at module load and fail fast without it. */
const handlerEnvironment: Record<EnvironmentName, string> & { AWS_REGION: string } = {
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
  IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com',
  IYZICO_SECRET_NAME: 'squad/iyzico',
  NILVERA_BASE_URL: 'https://apitest.nilvera.com',
  NILVERA_SECRET_NAME: 'squad/nilvera',
  WELCOME_TOKENS: '5',
  SELLER: JSON.stringify(localSeller),
  ONE_TIME_JOBS: JSON.stringify(localOneTimeJobTargets(scheduledJobs)),
  EMAIL_FROM: 'destek@bench.example',
  EMAIL_CONFIGURATION_SET: 'bench',
  UNSUBSCRIBE_SECRET_NAME: 'squad/unsubscribe',
  MAILBOX_KEY_SECRET_NAME: 'squad/mailbox-key',
  VAPID_SECRET_NAME: 'squad/vapid',
  ACCESS_LOG_BUCKET: 'bench-access-logs',
  LOG_DIGEST_BUCKET: 'bench-log-digests',
  WEBSOCKET_CALLBACK_URL: 'https://live.bench.example',
  AWS_REGION: 'eu-central-1',
  ORIGIN_SECRET: 'bench',
};

/**
 * Bundles as CDK does; `unbundled` modules stay out of the bundle and are copied beside it (into the output
 * folder's node_modules), as the deployed asset carries them, so its load includes theirs.
 */
async function bundle(
  entry: string,
  outDir: string,
  name: string,
  unbundled: string[] = [],
): Promise<string> {
  const outfile = path.join(outDir, `${name}.mjs`);
  for (const folder of moduleFolders(unbundled)) {
    cpSync(path.join(__dirname, '..', folder), path.join(outDir, folder), {
      recursive: true,
      dereference: true,
    });
  }
  await build({
    ...lambdaEsbuildOptions,
    external: unbundled,
    entryPoints: [entry],
    outfile,
    logLevel: 'error',
    // the bare-clients entries are written to a temporary folder, away from node_modules
    nodePaths: [path.join(__dirname, '..', 'node_modules')],
  });
  return outfile;
}

interface Load {
  wallMs: number;
  /** the process's CPU time (all its threads) during the import: the work, without waits for a busy core */
  cpuMs: number;
}

/** One fresh process's `await import(file)`; a load that fails throws with the process's stderr. */
function load(node: NodeBinary, file: string): Load {
  const script = [
    'const cpu = process.cpuUsage(); const start = performance.now();',
    `await import(${JSON.stringify(file)});`,
    'const { user, system } = process.cpuUsage(cpu);',
    'console.log(performance.now() - start, (user + system) / 1000);',
  ].join(' ');
  const output = execFileSync(node.file, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...handlerEnvironment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [wallMs, cpuMs] = output.toString().trim().split(' ').map(Number);
  return { wallMs, cpuMs };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const rounded = (value: number, digits = 1) => Number(value.toFixed(digits));

interface Built {
  name: string;
  file: string;
  minifiedBytes: number;
  gzipBytes: number;
}

async function built(entry: string, outDir: string, name: string, unbundled?: string[]): Promise<Built> {
  const file = await bundle(entry, outDir, name, unbundled);
  const code = readFileSync(file);
  return { name, file, minifiedBytes: code.length, gzipBytes: gzipSync(code).length };
}

const sizes = ({ name, minifiedBytes, gzipBytes }: Built) => ({ name, minifiedBytes, gzipBytes });

export async function measureBundles(
  /** the functions measured: all by default, or one feature's alone while working on it */
  measured: (definition: FunctionDefinition) => boolean = () => true,
): Promise<{
  measurement: string;
  bareDynamoDbClient: BundleFigures;
  functions: BundleFigures[];
}> {
  const node = lambdaRuntimeNode();
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'squad-bench-bundles-'));
  const bare = await built(path.join(__dirname, 'bare-dynamodb-client.ts'), outDir, 'bare-dynamodb-client');
  const bareByClients = new Map<string, Built>();
  const pairs: {
    definition: FunctionDefinition;
    own: Built;
    clients: ReturnType<typeof ownClients>;
    fn: Built;
  }[] = [];
  for (const definition of allFunctions.filter(measured)) {
    const clients = ownClients(definition);
    const clientsKey = clients.map((client) => client.construct).join('+') || 'none';
    if (!bareByClients.has(clientsKey)) {
      bareByClients.set(
        clientsKey,
        await built(bareClientsEntry(outDir, clients), outDir, `bare-${clientsKey}`),
      );
    }
    const fn = await built(
      path.join(__dirname, '..', 'lambdas', `${definition.handler}.ts`),
      outDir,
      functionName(definition),
      unbundledModules(definition),
    );
    pairs.push({ definition, clients, own: bareByClients.get(clientsKey)!, fn });
  }

  for (const file of [bare, ...bareByClients.values(), ...pairs.map((pair) => pair.fn)])
    load(node, file.file);
  const bareLoads: Load[] = [];
  const loads = pairs.map(() => ({ fn: [] as Load[], own: [] as Load[] }));
  for (let round = 0; round < loadRounds; round += 1) {
    bareLoads.push(load(node, bare.file));
    pairs.forEach((pair, index) => {
      const [fnLoad, ownLoad] =
        round % 2 === 0
          ? [load(node, pair.fn.file), load(node, pair.own.file)]
          : [load(node, pair.own.file), load(node, pair.fn.file)].reverse();
      loads[index].fn.push(fnLoad);
      loads[index].own.push(ownLoad);
    });
  }
  /** Each round compares a function's load with its clients' load of that same round, then the median. */
  const perRound = (fn: Load[], own: Load[], compare: (fnLoad: Load, ownLoad: Load) => number) =>
    median(fn.map((fnLoad, round) => compare(fnLoad, own[round])));

  const bareMs = median(bareLoads.map((bareLoad) => bareLoad.wallMs));
  return {
    measurement: `median of ${loadRounds} rounds; each load a fresh node ${node.version} process (the major of the functions' Lambda runtime) timing only its import, the file cache warm; each function loaded beside its own clients' bundle`,
    bareDynamoDbClient: { ...sizes(bare), moduleLoadMs: rounded(bareMs) },
    functions: pairs.map((pair, index) => {
      const { fn, own } = loads[index];
      const moduleLoadMs = median(fn.map((fnLoad) => fnLoad.wallMs));
      return {
        ...sizes(pair.fn),
        moduleLoadMs: rounded(moduleLoadMs),
        moduleLoadCpuMs: rounded(median(fn.map((fnLoad) => fnLoad.cpuMs))),
        loadRatioToBareClient: rounded(moduleLoadMs / bareMs, 2),
        ownClients: pair.clients.map((client) => client.construct.split('.')[0]),
        ownClientsLoadMs: rounded(median(own.map((ownLoad) => ownLoad.wallMs))),
        ownClientsLoadCpuMs: rounded(median(own.map((ownLoad) => ownLoad.cpuMs))),
        loadRatioToOwnClients: rounded(
          perRound(fn, own, (fnLoad, ownLoad) => fnLoad.wallMs / ownLoad.wallMs),
          2,
        ),
        extraOverOwnClientsMs: rounded(
          perRound(fn, own, (fnLoad, ownLoad) => fnLoad.wallMs - ownLoad.wallMs),
        ),
        cpuRatioToOwnClients: rounded(
          perRound(fn, own, (fnLoad, ownLoad) => fnLoad.cpuMs / ownLoad.cpuMs),
          2,
        ),
      };
    }),
  };
}

/** What the console shows of each function; bench/results.json keeps every figure. */
const printedFigures = [
  'name',
  'moduleLoadMs',
  'ownClientsLoadMs',
  'loadRatioToOwnClients',
  'extraOverOwnClientsMs',
  'cpuRatioToOwnClients',
] as const;

/** Rewrites only this section of bench/results.json: the other sections are measured on the running stack. */
async function main(): Promise<void> {
  const file = path.join(__dirname, 'results.json');
  const lambdaBundles = { measuredAt: new Date().toISOString(), ...(await measureBundles()) };
  const results = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...results, lambdaBundles }, null, 2)}\n`);
  const shown = lambdaBundles.functions.map((figures) =>
    Object.fromEntries(printedFigures.map((key) => [key, figures[key]])),
  );
  console.log(JSON.stringify(shown, null, 2));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
