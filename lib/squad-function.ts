import * as path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { BuildOptions } from 'esbuild';
import type { EnvironmentName } from '../lambdas/access';
import { environmentNames, functionName, type FunctionDefinition } from '../lambdas/function-kinds';
import { copyModulesCommands, unbundledModules } from './unbundled-modules';

const repositoryRoot = path.join(__dirname, '..');

/** The newest Node.js runtime aws-cdk-lib offers; cdk-nag (AwsSolutions-L1) insists on it. */
export const squadNodeRuntime = Runtime.NODEJS_24_X;

/**
 * How every function is bundled. Exported so `npm run bench` measures exactly what is deployed.
 * The SDK is bundled, not taken from the runtime (no externals but the function's unbundled modules), so the
 * code runs with the version it was tested with.
 */
/** The cloud always geocodes with Amazon Location (lib/api.ts sets it). */
export const cloudGeocoder = 'amazon-location';

/**
 * Settings fixed in the cloud, written into the bundles so esbuild drops the branches the cloud never takes
 * (lambdas/geo/geocoder.ts: the offline gazetteer and its 1.5 MB of place names). The local stack runs the
 * handlers unbundled and reads them from the environment.
 */
const cloudBuildConstants = { 'process.env.GEOCODER': JSON.stringify(cloudGeocoder) };

export const lambdaBundling = {
  minify: true,
  sourceMap: false,
  target: 'node24',
  // ESM builds first: tree-shaking drops more of them than of CommonJS builds
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require(); an ESM bundle has no require unless we make one.
  banner: "import { createRequire } from 'module';const require = createRequire(import.meta.url);",
  define: cloudBuildConstants,
  esbuildArgs: {
    '--tree-shaking': 'true',
    // Turkish text and data as they are, not as \uXXXX escapes: about 0.5 MB less in the geocoding bundles.
    // An argument, as CDK's own `charset` option does not reach esbuild.
    '--charset': 'utf8',
    '--legal-comments': 'none',
  },
};

/**
 * The same bundle in esbuild's API terms, for the bench and the tests that bundle a function as CDK does; a
 * function's unbundled modules (lib/unbundled-modules.ts) go in `external` beside these.
 */
export const lambdaEsbuildOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  minify: lambdaBundling.minify,
  sourcemap: lambdaBundling.sourceMap,
  target: lambdaBundling.target,
  mainFields: lambdaBundling.mainFields,
  charset: 'utf8',
  treeShaking: true,
  legalComments: 'none',
  banner: { js: lambdaBundling.banner },
  define: lambdaBundling.define,
};

/** Values of the environment variables functions read; each function receives only the names it uses. */
export type EnvironmentValues = Readonly<Partial<Record<EnvironmentName, string>>>;

export interface SquadFunctionProps {
  /** Its entry in the function list (lambdas/routes.ts). */
  readonly definition: FunctionDefinition;
  readonly environmentValues: EnvironmentValues;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** @default 512 MB (arm64 CPU scales with memory; 512 keeps cold starts short) */
  readonly memorySize?: number;
  /** Active X-Ray tracing. @default false */
  readonly tracing?: boolean;
  /** @default one month */
  readonly logRetention?: RetentionDays;
}

/**
 * A Lambda function with Squad's defaults: newest Node runtime on arm64, a minified tree-shaken ESM
 * bundle built by the local esbuild, structured JSON logs in an explicit log group with retention,
 * and a role that may only write to that log group. Callers grant everything else explicitly.
 */
export class SquadFunction extends NodejsFunction {
  /** The function list's entry it was built from. */
  readonly definition: FunctionDefinition;

  constructor(scope: Construct, id: string, props: SquadFunctionProps) {
    // Created beside the function because `this` does not exist before super().
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy: log writes to this group only.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    logGroup.grantWrite(role);

    const unbundled = unbundledModules(props.definition);
    super(scope, id, {
      entry: path.join(repositoryRoot, 'lambdas', `${props.definition.handler}.ts`),
      handler: 'handler',
      depsLockFilePath: path.join(repositoryRoot, 'package-lock.json'),
      projectRoot: repositoryRoot,
      runtime: squadNodeRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      tracing: props.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      environment: {
        POWERTOOLS_SERVICE_NAME: 'squad',
        ...environmentFor(props.definition, props.environmentValues),
      },
      bundling: {
        ...lambdaBundling,
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        externalModules: unbundled,
        // copied beside the bundle, as CDK's nodeModules would install them but without the registry
        ...(unbundled.length > 0 && {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (_inputDir: string, outputDir: string) =>
              copyModulesCommands(unbundled, outputDir),
          },
        }),
      },
    });
    this.definition = props.definition;

    if (props.tracing) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions.',
      });
    }
  }
}

/** Exactly the variables the function reads; a missing value fails the synth, not the first cold start. */
function environmentFor(definition: FunctionDefinition, values: EnvironmentValues): Record<string, string> {
  return Object.fromEntries(
    environmentNames(definition).map((name) => {
      const value = values[name];
      if (value === undefined) throw new Error(`${definition.handler} reads ${name}, which has no value`);
      return [name, value];
    }),
  );
}

/** One construct per definition, each with the function's name as its id, keyed by that name. */
export function constructEach<Definition extends FunctionDefinition, Built>(
  definitions: readonly Definition[],
  build: (name: string, definition: Definition) => Built,
): ReadonlyMap<string, Built> {
  return new Map(
    definitions.map((definition) => {
      const name = functionName(definition);
      return [name, build(name, definition)];
    }),
  );
}
