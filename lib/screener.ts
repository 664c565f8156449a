import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct, type Node } from 'constructs';
import { accessGrants, type AccessResource } from '../lambdas/access';
import { screener as screenerDefinition } from '../lambdas/routes';
import { defaultScreenerModelId } from '../lambdas/screening/model';
import type { Data } from './data';
import { SquadFunction } from './squad-function';

/**
 * The Bedrock model the screener calls. A cross-region inference profile id (`eu.`, `us.`, `apac.`... prefix)
 * routes each call to the profile's foundation model in one of its destination regions, so the function needs
 * the profile and the model in each of those regions; a plain model id needs the model in this region only.
 */
export interface ScreenerModel {
  readonly modelId: string;
  /** Destination regions of an inference profile; required for a profile not in `knownProfileRegions`. */
  readonly profileRegions?: readonly string[];
}

/** Amazon Nova's EU profiles route within these regions (Bedrock user guide, supported inference profiles). */
const euNovaRegions = ['eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-3'];
export const knownProfileRegions: Readonly<Record<string, readonly string[]>> = {
  'eu.amazon.nova-micro-v1:0': euNovaRegions,
  'eu.amazon.nova-lite-v1:0': euNovaRegions,
  'eu.amazon.nova-pro-v1:0': euNovaRegions,
};

const profilePrefix = /^(us|eu|apac|jp|au|ca|us-gov|global)\./;

/**
 * `-c screenerModelId=...` (default Nova Micro's EU profile) and, for a profile we do not know, its
 * destination regions as `-c screenerModelRegions=eu-central-1,eu-west-1,...`.
 */
export function screenerModelFromContext(node: Node): ScreenerModel {
  const modelId: unknown = node.tryGetContext('screenerModelId') ?? defaultScreenerModelId;
  const regions: unknown = node.tryGetContext('screenerModelRegions');
  if (typeof modelId !== 'string' || modelId === '')
    throw new Error('Context "screenerModelId" must be a model id');
  if (regions !== undefined && typeof regions !== 'string')
    throw new Error('Context "screenerModelRegions" must be a comma-separated list of regions');
  return {
    modelId,
    profileRegions: regions
      ?.split(',')
      .map((region) => region.trim())
      .filter(Boolean),
  };
}

/** The ARNs the model may be invoked on, and the condition that keeps foundation models behind the profile. */
function modelPermissions(stack: Stack, model: ScreenerModel): PolicyStatement[] {
  const actions = [...accessGrants['model:invoke'].actions];
  const foundationArn = (region: string, id: string) =>
    `arn:${stack.partition}:bedrock:${region}::foundation-model/${id}`;
  const profile = profilePrefix.exec(model.modelId);
  if (!profile)
    return [new PolicyStatement({ actions, resources: [foundationArn(stack.region, model.modelId)] })];

  const regions = model.profileRegions?.length ? model.profileRegions : knownProfileRegions[model.modelId];
  if (!regions) {
    throw new Error(
      `Inference profile ${model.modelId} has no known destination regions: pass -c screenerModelRegions=...`,
    );
  }
  const profileArn = stack.formatArn({
    service: 'bedrock',
    resource: 'inference-profile',
    resourceName: model.modelId,
  });
  const foundationModelId = model.modelId.slice(profile[0].length);
  return [
    new PolicyStatement({ actions, resources: [profileArn] }),
    new PolicyStatement({
      actions,
      resources: regions.map((region) => foundationArn(region, foundationModelId)),
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
    }),
  ];
}

/**
 * Concurrent executions reserved for the screener. One invocation per stream shard runs at a time, so 2 covers
 * a table of two shards; the cap also bounds the Bedrock calls (and their cost) whatever happens upstream. Lambda
 * keeps 10 executions of the account unreserved, so the account's quota must be at least 12 (docs/operations.md).
 */
export const screenerReservedConcurrency = 2;

export interface ScreenerProps {
  readonly data: Data;
  readonly model: ScreenerModel;
}

/**
 * The join-request screener (lambdas/routes.ts `screener`): a function fed by the table's stream through an
 * event source mapping built from the definition's settings (filters, batch size, bisect, partial batch
 * failures, retries, maximum record age), whose failures land in an encrypted SQS dead-letter queue, and which
 * may call exactly the configured Bedrock model.
 */
export class Screener extends Construct {
  readonly function: SquadFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: ScreenerProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const settings = screenerDefinition.stream;

    this.function = new SquadFunction(this, 'Function', {
      definition: screenerDefinition,
      environmentValues: {
        TABLE_NAME: props.data.table.tableName,
        SCREENER: 'bedrock',
        SCREENER_MODEL_ID: props.model.modelId,
      },
      timeout: Duration.seconds(screenerDefinition.timeoutSeconds),
    });
    // SquadFunction's props leave it out: the screener is the only function that reserves concurrency.
    (this.function.node.defaultChild as CfnFunction).reservedConcurrentExecutions =
      screenerReservedConcurrency;
    const grantOn: Partial<Record<AccessResource, (actions: readonly string[]) => void>> = {
      table: (actions) => props.data.grant(this.function, actions),
      model: () =>
        modelPermissions(stack, props.model).forEach((statement) => this.function.addToRolePolicy(statement)),
    };
    for (const access of screenerDefinition.access) {
      const grant = grantOn[accessGrants[access].resource];
      if (!grant) throw new Error(`The screener construct cannot grant ${access}`);
      grant(accessGrants[access].actions);
    }

    // The stream keeps records 24 hours; a dead-lettered batch (only its stream coordinates) is kept 14 days.
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue (the on-failure destination of the stream mapping).',
    });

    this.function.addEventSource(
      new DynamoEventSource(props.data.table, {
        // A new mapping also screens requests sent in the last 24 hours; applying a verdict is idempotent.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: settings.batchSize,
        bisectBatchOnError: settings.bisectBatchOnError,
        reportBatchItemFailures: settings.reportBatchItemFailures,
        retryAttempts: settings.retryAttempts,
        maxRecordAge: Duration.seconds(settings.maxRecordAgeSeconds),
        filters: settings.filters.map((pattern) => FilterCriteria.filter({ ...pattern })),
        onFailure: new SqsDlq(this.deadLetterQueue),
      }),
    );
    Validations.of(this.function.role ?? this.function).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, granted by the event source mapping, has no resource-level permissions; reading the stream itself is limited to the table stream.',
    });
  }
}
