/**
 * The dead-letter queue of a function invoked asynchronously for it (a stream mapping's on-failure destination, an
 * EventBridge rule's target): encrypted, TLS only, kept 14 days for a person to look at.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** `ofWhat` ends cdk-nag's acknowledgement: "This queue is itself the dead-letter queue (<ofWhat>)." */
export function deadLetterQueue(scope: Construct, ofWhat: string): Queue {
  const queue = new Queue(scope, 'DeadLetterQueue', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: `This queue is itself the dead-letter queue (${ofWhat}).`,
  });
  return queue;
}
