/** A function fed by the table's stream (or an event rule), with the dead-letter queue its failed batches go to. */
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { period, scopeBeside } from '../metrics';
import type { AlarmList } from './alarms';

export interface StreamConsumerParts {
  readonly function: IFunction;
  readonly deadLetterQueue: IQueue;
}

/** The most messages in the consumer's dead-letter queue in a period. */
export function deadLettered(consumer: StreamConsumerParts) {
  return consumer.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period });
}

/** An alarm on the dead-letter queue of each consumer no other concern watches, keyed by its handler name. */
export function watchOtherStreamConsumers(
  alarms: AlarmList,
  observability: Construct,
  consumers: ReadonlyMap<string, StreamConsumerParts>,
): void {
  for (const [name, consumer] of consumers) {
    alarms.add(
      `${name}DeadLetters`,
      `${name}: stream records in the dead-letter queue (changes it never handled)`,
      deadLettered(consumer),
      0,
      scopeBeside(observability, consumer.function),
    );
  }
}
