import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { EnvironmentName } from '../lambdas/access';
import { environmentNames, functionName, type FunctionDefinition } from '../lambdas/function-kinds';
import { bundledHandler, functionCodeFolder } from './function-bundles';

/** The newest Node.js runtime aws-cdk-lib offers; cdk-nag (AwsSolutions-L1) insists on it. */
export const squadNodeRuntime = Runtime.NODEJS_24_X;

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
 * bundle from the function list's one esbuild run (lib/function-bundles.ts), structured JSON logs in an explicit log group with retention,
 * and a role that may only write to that log group. Callers grant everything else explicitly.
 */
export class SquadFunction extends LambdaFunction {
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

    super(scope, id, {
      code: Code.fromAsset(functionCodeFolder(props.definition, Stack.of(scope).bundlingRequired)),
      handler: bundledHandler,
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
