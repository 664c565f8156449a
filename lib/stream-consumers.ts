import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { functionName, type StreamConsumerDefinition } from '../lambdas/function-kinds';
import { deadLetterQueue } from './dead-letter-queue';
import type { FunctionStacks } from './function-stacks';
import { grantAccess, type ResourceGrants } from './grants';
import { constructEach, SquadFunction, type EnvironmentValues } from './squad-function';

export interface StreamConsumerProps {
  readonly definition: StreamConsumerDefinition;
  readonly table: ITable;
  readonly grants: ResourceGrants;
  readonly environmentValues: EnvironmentValues;
}

/**
 * A function of the function list fed by the table's stream, through an event source mapping built from its
 * definition's settings (filters, batch size, bisect, partial batch failures, retries, maximum record age),
 * whose failures land in an encrypted SQS dead-letter queue. The local stream poller reads the same settings.
 */
export class StreamConsumer extends Construct {
  readonly function: SquadFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);
    const { definition } = props;
    const settings = definition.stream;

    this.function = new SquadFunction(this, 'Function', {
      definition,
      environmentValues: props.environmentValues,
      timeout: Duration.seconds(definition.timeoutSeconds),
    });
    if (definition.reservedConcurrency !== undefined) {
      (this.function.node.defaultChild as CfnFunction).reservedConcurrentExecutions =
        definition.reservedConcurrency;
    }
    grantAccess(this.function, definition, props.grants);

    // The stream keeps records 24 hours; a dead-lettered batch (only its stream coordinates) is kept 14 days.
    this.deadLetterQueue = deadLetterQueue(this, 'the on-failure destination of the stream mapping');

    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        // A new mapping also handles the last 24 hours of records; consumers are idempotent.
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

export interface StreamConsumersProps extends Omit<StreamConsumerProps, 'definition'> {
  readonly definitions: readonly StreamConsumerDefinition[];
  /** Where each consumer lives: its feature's nested stack. */
  readonly stacks: FunctionStacks;
}

/** Every stream consumer of the function list, each in its feature's nested stack, keyed by its function name. */
export class StreamConsumers {
  readonly consumers: ReadonlyMap<string, StreamConsumer>;

  constructor(props: StreamConsumersProps) {
    this.consumers = constructEach(
      props.definitions,
      (name, definition) =>
        new StreamConsumer(props.stacks.feature(definition), name, { ...props, definition }),
    );
  }

  consumer(definition: StreamConsumerDefinition): StreamConsumer {
    const found = this.consumers.get(functionName(definition));
    if (!found) throw new Error(`No stream consumer ${definition.handler}`);
    return found;
  }
}
